/// <reference types="vite-plugin-pwa/vanillajs" />
import type { registerSW } from 'virtual:pwa-register';
/**
 * The service worker's registration and its update offer (decision 135). Registration waits until the
 * page has loaded and the browser is idle, so that the worker and its precaching never compete with the first
 * paint; Workbox's window library comes in its own chunk then, never in the first load. A new version found (at
 * the start and every hour) waits until the learner takes it: `pwaUpdate` tells the update prompt.
 */

/** How often an open app asks the server for a new version. */
export const UPDATE_CHECK_MS = 60 * 60_000;

type Listener = () => void;

export interface PwaUpdate {
  subscribe(listener: Listener): () => void;
  /** A new version is installed and waiting for the learner's 'Оновити'. */
  waiting(): boolean;
  /** Lets the waiting version take over; the page reloads once it controls the page. */
  apply(): Promise<void>;
}

const listeners = new Set<Listener>();
let waiting = false;
let activate: (() => Promise<void>) | null = null;

export const pwaUpdate: PwaUpdate = {
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  waiting: () => waiting,
  apply: () => activate?.() ?? Promise.resolve(),
};

function setWaiting(value: boolean) {
  waiting = value;
  for (const listener of listeners) listener();
}

type RegisterSW = typeof registerSW;

export interface RegisterOptions {
  /** Loads vite-plugin-pwa's registration (a lazy chunk with workbox-window). */
  load?: () => Promise<{ registerSW: RegisterSW }>;
  /** Runs a task once the page is idle. */
  idle?: (task: () => void) => void;
}

const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 1);

/** Asks for a new version now: on a schedule, and never while offline. */
function checkForUpdate(registration: ServiceWorkerRegistration) {
  if (!navigator.onLine || registration.installing) return;
  registration.update().catch(() => {
    // The server is out of reach: the next check tries again.
  });
}

/** Registers the service worker once the page is interactive; nothing where the browser has none. */
export function registerServiceWorker({
  load = () => import('virtual:pwa-register'),
  idle = whenIdle,
}: RegisterOptions = {}): void {
  if (!('serviceWorker' in navigator)) return;
  const start = () =>
    idle(() => {
      void load().then(({ registerSW }) => {
        const update = registerSW({
          immediate: true,
          onNeedRefresh: () => setWaiting(true),
          onRegisteredSW(_url, registration) {
            if (registration) setInterval(() => checkForUpdate(registration), UPDATE_CHECK_MS);
          },
          onRegisterError(error: unknown) {
            console.warn('Service worker registration failed', error);
          },
        });
        activate = () => update(true);
      });
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** For tests: back to no registration and nothing waiting. */
export function resetPwaUpdate() {
  activate = null;
  setWaiting(false);
}
