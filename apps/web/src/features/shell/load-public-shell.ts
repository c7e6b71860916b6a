import { trackedImport } from '@/lib/tracked-import';

/**
 * The visitors' shell's chunk (a signed-in first screen never loads it). Read with `use` by the root
 * route as the signed-in shell is (load-signed-in-shell.ts): start.tsx and the build's prerender
 * load it before the first render, so a visitor's page is drawn, or hydrated, whole.
 */
export const loadPublicShell = trackedImport(() => import('./public-shell'));
