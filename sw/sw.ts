/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { mediaResponse } from './media-from-device';
import { noticeUrl, openFromNotice } from './notification-click';
import { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_TAG, SW_SKIP_WAITING_MESSAGE } from '../src/contract/constants';

declare let self: ServiceWorkerGlobalScope;

// The app shell: hashed JS/CSS, index.html and icons, listed at build time by vite-plugin-pwa.
// The build's glob never includes audio; chapter audio is cached only by an explicit download.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any navigation gets the app shell, so deep links work offline — except the API, media files and
// anything that looks like a file (a dot-extension before the query string), which go to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /^[^?]*\.[a-z0-9]+(?:\?|$)/i],
  }),
);

// A chapter or cover kept on the device is answered from IndexedDB, with Range (media-from-device.ts);
// anything else under /media goes to the network as before.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.method === 'GET',
  ({ request }) => mediaResponse(request),
);

// Take control of open pages as soon as we activate, so the very first visit is already offline-ready.
clientsClaim();

// No skipWaiting() on install: an update waits until the page says it is safe (not mid-story).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === SW_SKIP_WAITING_MESSAGE.type
  ) {
    void self.skipWaiting();
  }
});

// Background Sync (DESIGN decision 12): the page owns the outbox (and its tokens); the worker only
// asks the open pages to flush it. With no page open the queue waits for the next visit.
self.addEventListener('sync', (event: Event) => {
  if (!(event instanceof ExtendableEvent) || !('tag' in event) || event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((pages) => {
      for (const page of pages) page.postMessage(OUTBOX_FLUSH_MESSAGE);
    }),
  );
});

// A tap on a notice the app showed ("Your story is ready"): the app opens at its page.
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const origin = self.location.origin;
  event.waitUntil(openFromNotice(self.clients, noticeUrl(event.notification.data, origin), origin));
});
