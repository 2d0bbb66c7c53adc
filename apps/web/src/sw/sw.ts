/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  ClientSessions,
  isPublicPicture,
  keyFor,
  pictureKeyFor,
  sessionTag,
  tagOfKey,
} from './session-keys.ts';

/**
 * The service worker (decisions 135, 136 and 164), built by vite-plugin-pwa's injectManifest: the app shell
 * precached, every navigation answered with index.html (the app routes by the hash), the server's own paths always
 * to the network, and two runtime caches of a learner's private answers, each copy kept under the session that
 * fetched it.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** A path of the app's own origin that must reach the server: never answered with the app's shell page. */
const SERVER_PATHS = [/^\/api(?:[/?]|$)/, /^\/images\//, /^\/metrics(?:[/?]|$)/];
const API_PATH = /^\/api(?:[/?]|$)/;
const THEORY_PATH = /^\/api\/theories(?:\/|$)/;
// Both named pdr-user-*: the app deletes them with the rest of a learner's data (lib/offline-store.ts).
const THEORY_CACHE = 'pdr-user-theory';
const IMAGES_CACHE = 'pdr-user-images';

// The update prompt's 'Оновити' (registerType 'prompt'): the waiting worker takes over only when asked.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const pageSessions = new ClientSessions();
// Before any route: every API request tells which session its page is in (no answer is given here).
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && API_PATH.test(url.pathname))
    pageSessions.learn(event.clientId, event.request.headers.get('Authorization'));
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: SERVER_PATHS }));

/** Deletes every copy a session left: the server has said it is over. */
async function dropSession(tag: string): Promise<void> {
  void pageSessions.forget(tag);
  for (const name of [THEORY_CACHE, IMAGES_CACHE]) {
    const cache = await caches.open(name);
    const keys = await cache.keys();
    await Promise.all(keys.filter((k) => tagOfKey(k.url) === tag).map((k) => cache.delete(k)));
  }
}

interface SessionParams {
  tag: string;
}

const tagOf = (params: unknown) => (params as SessionParams).tag;

/** Theory reads: stored and looked up under the address and the session's tag (the route passes it as params). */
const theoryKeys: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request, params }) => keyFor(request.url, tagOf(params)),
};

const pictureKeys: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request, params }) => pictureKeyFor(request.url, tagOf(params)),
};

/**
 * A picture the server gave (200): a signed one comes no-store, which keeps it out of the browser's HTTP cache (any
 * page could read it there); this copy is the session's own. A refused one (403) is never kept.
 */
const keptPicture: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

// Theory screens a Premium learner has opened (decision 136): the network first, this session's copy when the
// network fails or is slow. The API sends them no-store, which keeps them out of every HTTP cache; this copy is the
// app's own offline store and belongs to the session that fetched it (decision 164).
const theory = new NetworkFirst({
  cacheName: THEORY_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [
    theoryKeys,
    { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
    {
      // Refused now: Premium over or the theme gone (this copy goes), or the session over (all of its copies go).
      fetchDidSucceed: async ({ request, response }) => {
        const tag = await sessionTag(request.headers.get('Authorization'));
        if (tag && response.status === 401) await dropSession(tag);
        else if (tag && (response.status === 403 || response.status === 404))
          await (await caches.open(THEORY_CACHE)).delete(keyFor(request.url, tag));
        return response;
      },
    },
  ],
});

// Without a token the route does not match: the request goes to the network as if there were no worker, and
// offline it fails, as with no copy.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    THEORY_PATH.test(url.pathname) &&
    request.headers.has('Authorization'),
  async ({ event, request }) => {
    const tag = await sessionTag(request.headers.get('Authorization'));
    if (!tag) return fetch(request);
    return theory.handle({ event, request, params: { tag } satisfies SessionParams });
  },
);

// Question pictures: public, the device's copy first (the offline lessons fill the same cache); the network for
// the rest.
const publicPictures = new CacheFirst({ cacheName: IMAGES_CACHE, plugins: [keptPicture] });
// Theory pictures: the same, but each copy under the session of the page that shows it.
const privatePictures = new CacheFirst({ cacheName: IMAGES_CACHE, plugins: [pictureKeys, keptPicture] });

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/images/'),
  async ({ event, request, url }) => {
    if (isPublicPicture(url)) return publicPictures.handle({ event, request });
    const tag = await pageSessions.of((event as FetchEvent).clientId);
    // A page with no session (or one this worker has not seen ask the API) gets no private copy and keeps none:
    // not this worker's, nor one an older server let the HTTP cache keep.
    if (!tag) return fetch(request, { cache: 'no-store' });
    return privatePictures.handle({ event, request, params: { tag } satisfies SessionParams });
  },
);
