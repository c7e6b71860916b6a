import { trackedImport } from '@/lib/tracked-import';

/**
 * The signed-in shell's chunk (visitors never load it). The root route reads it with `use`: a shell
 * already loaded (the root route's loader and hydrate-page.tsx load it before a signed-in page is drawn or hydrated) is drawn at once,
 * instead of suspending for a moment and showing the spinner in between.
 */
export const loadSignedInShell = trackedImport(() => import('./signed-in-shell'));
