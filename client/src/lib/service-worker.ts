/**
 * Registers public/sw.js (production builds only: Vite's dev server has no hashed files) and
 * tells the page when a newer build has taken over, so it can offer a reload.
 */
const updateListeners = new Set<() => void>();
let updateReady = false;

export function isUpdateReady(): boolean {
  return updateReady;
}

export function subscribeUpdateReady(listener: () => void): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The app chunk's hashed name (this module's) changes with every build: a new name is a new worker.
  const build = new URL(import.meta.url).pathname.split('/').pop() ?? 'unknown';
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // A worker of this very build taking over (the first visit, or the page that brought the new
    // build) is no news; a worker of another build means this page runs an older version.
    const controller = navigator.serviceWorker.controller;
    if (!controller || new URL(controller.scriptURL).searchParams.get('v') === build) return;
    updateReady = true;
    for (const listener of updateListeners) listener();
  });
  navigator.serviceWorker.register(`/sw.js?v=${encodeURIComponent(build)}`).catch((error: unknown) => {
    // The app works without it (no offline start): say why, do not break the page.
    console.warn('The service worker could not be registered', error);
  });
}
