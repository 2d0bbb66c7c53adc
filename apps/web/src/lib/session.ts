import { useSyncExternalStore } from 'react';
import { sessionStore } from './storage.ts';

/** The signed-in user's bearer token: kept in session storage, restored on load, observable by components. */
let token: string | null = sessionStore.get('token') ?? null;
const listeners = new Set<() => void>();

/** Dispatched on window when the learner signs out on purpose (not when a token runs out): their data goes. */
export const SIGNED_OUT_EVENT = 'pdr:signed-out';

export function getToken(): string | null {
  return token;
}

export function setToken(next: string | null): void {
  token = next;
  if (next) sessionStore.set('token', next);
  else sessionStore.remove('token', 'user');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, getToken);
}
