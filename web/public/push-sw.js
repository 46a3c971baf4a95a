// Grafik's push service worker, served at the root (/push-sw.js) so its scope is the whole app
// (docs/push.md). It shows each push as a notification and, on a click, focuses a tab of the app
// (or opens one) at the push's in-app link. It caches nothing and handles no fetch.
/* global clients */

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Only in-app paths: never another site, nor a protocol-relative '//host'. */
function inAppPath(link) {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : '/';
}

self.addEventListener('push', (event) => {
  let data = {};
  if (event.data) {
    try {
      data = event.data.json();
    } catch {
      data = { body: event.data.text() };
    }
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Grafik';
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: '/favicon.svg',
    data: { link: inAppPath(data.link), kind: data.kind },
  };
  if (typeof data.tag === 'string' && data.tag) options.tag = data.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(inAppPath(event.notification.data && event.notification.data.link), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        const focused = await tab.focus();
        try {
          await (focused || tab).navigate(url);
        } catch {
          // A tab this worker does not control cannot be navigated: ask it to go there itself.
          (focused || tab).postMessage({ type: 'grafik:push-navigate', link: url });
        }
        return;
      }
      await clients.openWindow(url);
    })(),
  );
});
