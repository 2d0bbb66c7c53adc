import { vi } from 'vitest';
import { claimDevice, clearOfflineData } from '@/lib/offline-store.ts';
import { setToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';
import { testUser } from './users.ts';

/** A learner signed in on this device as the app leaves one after sign-in: the token, the kept user, the device. */
export async function signInOnDevice(id = 5): Promise<void> {
  setToken(`token-${id}`);
  sessionStore.set('user', testUser({ id }));
  await claimDevice(id);
}

/** After each test: the stubs undone, the learner signed out and the device's data gone. */
export async function forgetDevice(): Promise<void> {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setToken(null);
  sessionStore.remove('user');
  await clearOfflineData();
}
