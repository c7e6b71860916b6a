/**
 * The signed-in shell's chunk (visitors never load it). The root route renders it lazily; start.tsx
 * starts it early when the first screen is one behind sign-in.
 */
export const loadSignedInShell = () => import('./signed-in-shell');
