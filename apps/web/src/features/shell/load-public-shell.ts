import { trackedImport } from '@/lib/tracked-import';

/**
 * The visitors' shell's chunk (a signed-in first screen never loads it). Read with `use` by the root
 * route as the signed-in shell is (load-signed-in-shell.ts): the root route's loader and hydrate-page.tsx
 * load it before the page is drawn or hydrated, so it is drawn, and hydrated, whole.
 */
export const loadPublicShell = trackedImport(() => import('./public-shell'));
