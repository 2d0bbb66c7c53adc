import '@testing-library/jest-dom/vitest';
// IndexedDB for the offline store and the outbox (lib/offline-store.ts), in memory.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, configure, type RenderOptions } from '@testing-library/react';
import type * as Rtl from '@testing-library/react';
import { webcrypto } from 'node:crypto';

// Each file's jsdom window lives in a VM context of its own (pool 'vmThreads'), which has no Web Crypto: Node's
// stands in, as every browser has it.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// Every render inside the app's I18nProvider, as in the app (app/provider.tsx): a component reads its words from
// the catalogs with useLingui, in Ukrainian unless a test switches.
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof Rtl>();
  const { withI18n } = await import('./i18n-wrapper.tsx');
  const render = ((ui: ReactNode, options?: RenderOptions) =>
    rtl.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof rtl.render;
  const renderHook: typeof rtl.renderHook = (callback, options) =>
    rtl.renderHook(callback, { ...options, wrapper: withI18n(options?.wrapper) });
  return { ...rtl, render, renderHook };
});

// findBy… and waitFor wait for their condition up to 5 s, not 1 s: a screen's first lazy import on a loaded 2-core
// machine can take longer than a second, and a passing wait returns as soon as the condition holds.
configure({ asyncUtilTimeout: 5000 });

// An unexpected console.error during a test fails it (React reports act() and key warnings there).
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error during test: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  cleanup();
  // The next test starts at jsdom's bare address, whatever screen this one opened (renderRoutes) or moved to.
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
