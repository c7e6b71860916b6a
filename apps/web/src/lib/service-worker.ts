/**
 * Registers public/sw.js (issue 41): the app becomes installable, and a page that cannot be loaded
 * shows the offline page instead of the browser's error. Built apps only: under the dev server a
 * worker left behind would outlive the code it was written for. Once the page has loaded, so the
 * worker's own downloads never compete with the page's.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // The page's language picks the worker's offline page (public/sw.js).
    navigator.serviceWorker.register(`/sw.js?lang=${document.documentElement.lang}`).catch(() => {
      // An app without its worker still works: only the offline page and installing are missing.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
