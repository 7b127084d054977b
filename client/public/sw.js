/*
 * The service worker: opens the app without a network and nothing more. It keeps the app shell
 * (index.html and the few unhashed files it needs) and Vite's hashed files under /assets/, and
 * never touches anything else: no /api/ answer (wrapped keys, sealed rows, the session) ever
 * reaches its cache, because only the paths below are handled at all.
 *
 * Each build registers /sw.js?v=<the app's chunk>, so a deploy installs a new worker, which takes
 * over at once (skipWaiting), drops the previous build's files and tells open pages, which offer
 * a reload. Pages are network-first: online, a reload always gets the newest shell.
 */
const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const CACHE = 'cd-shell-' + VERSION;
// The neutral manifest and icons too: discreet mode shows them from the first paint, offline as well.
const SHELL = [
  '/',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/notes.webmanifest',
  '/notes-icon.svg',
  '/icons/notes-192.png',
];

/** The hashed files a text names: index.html its entry and styles, a chunk the chunks it imports. */
// Names may hold dots (react-hook-form's chunk is 'index.esm-<hash>.js').
const HASHED = /(?:\/?assets\/|\.\/)([\w.-]+-[\w-]{8}\.(?:js|css|woff2|wasm|svg|png|webp))/g;

function hashedFilesIn(text) {
  const found = new Set();
  for (const match of text.matchAll(HASHED)) found.add('/assets/' + match[1]);
  return found;
}

/**
 * Every page's code, so any page opens offline, not only those visited: follows the imports from
 * index.html through each script (Vite names them all). The shell and its entry must arrive; a
 * later chunk that fails is only fetched again when a page asks for it.
 */
async function precache(cache) {
  await cache.addAll(SHELL);
  const shell = await cache.match('/');
  if (!shell) return;
  const entry = [...hashedFilesIn(await shell.text())];
  await cache.addAll(entry);
  const seen = new Set(entry);
  let next = entry;
  while (next.length > 0) {
    const texts = await Promise.all(
      next.filter((path) => /\.(js|css)$/.test(path)).map(async (path) => (await cache.match(path)).text()),
    );
    next = [];
    for (const text of texts) for (const path of hashedFilesIn(text)) if (!seen.has(path)) next.push(path);
    for (const path of next) seen.add(path);
    const results = await Promise.allSettled(next.map((path) => cache.add(path)));
    next = next.filter((_, index) => results[index].status === 'fulfilled');
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await precache(await caches.open(CACHE));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('cd-shell-') && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

async function networkFirst(request, key, type) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    // A page opened straight on the manifest, say, must not become the cached shell.
    const expected = !type || (response.headers.get('content-type') || '').startsWith(type);
    if (response.ok && expected) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  // Every page is the same index.html: the client router draws the path.
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, '/', 'text/html'));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (SHELL.includes(url.pathname)) event.respondWith(networkFirst(request, url.pathname));
});
