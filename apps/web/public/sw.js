// Talanta's service worker (issue 41): it makes the app installable and shows /offline.html when a
// page cannot be loaded. It caches nothing private: only the offline page and the icons, which are
// the same for everyone. Pages, API answers and the app's code always come from the network.
// The offline page speaks the language the page that registered the worker was drawn in (its
// `lang`, in the script's address: a new language registers a new worker): one file per language,
// written by the web build (offline-pages.ts), kept here as /offline.html.
const CACHE = 'talanta-offline-v1';
const ICONS = ['/favicon.svg', '/icon-192.png'];
const LANGUAGE = new URL(self.location.href).searchParams.get('lang');
const OFFLINE_PAGE = /^(es|fr|de|sw|hi)$/.test(LANGUAGE ?? '')
  ? `/offline.${LANGUAGE}.html`
  : '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then(async (cache) => {
        const page = await fetch(OFFLINE_PAGE);
        if (!page.ok) throw new Error(`${OFFLINE_PAGE}: ${page.status}`);
        await Promise.all([cache.put('/offline.html', page), cache.addAll(ICONS)]);
      })
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
