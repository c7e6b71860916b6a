// Talanta's service worker (issue 41): it makes the app installable and shows /offline.html when a
// page cannot be loaded. It caches nothing private: only the offline page and the icons, which are
// the same for everyone. Pages, API answers and the app's code always come from the network.
const CACHE = 'talanta-offline-v1';
const OFFLINE_FILES = ['/offline.html', '/favicon.svg', '/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(OFFLINE_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  // Only page loads: anything else goes to the network untouched, as if there were no worker.
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    fetch(event.request).catch(async () => (await caches.match('/offline.html')) ?? Response.error()),
  );
});
