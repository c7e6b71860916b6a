import type { Usable } from 'react';

type SignedInShellModule = typeof import('./signed-in-shell');

type TrackedPromise = Promise<SignedInShellModule> & { status?: 'fulfilled'; value?: SignedInShellModule };

let shellModule: TrackedPromise | undefined;

/**
 * The signed-in shell's chunk (visitors never load it). The root route reads it with `use`, which
 * takes a settled promise's status and value as React records them: a shell already loaded
 * (start.tsx loads it before a signed-in person's first screen) is drawn at once, instead of
 * suspending for a moment and showing the spinner in between.
 */
export function loadSignedInShell(): Promise<SignedInShellModule> & Usable<SignedInShellModule> {
  if (!shellModule) {
    const loading: TrackedPromise = import('./signed-in-shell').then((module) => {
      loading.status = 'fulfilled';
      loading.value = module;
      return module;
    });
    shellModule = loading;
  }
  return shellModule as Promise<SignedInShellModule> & Usable<SignedInShellModule>;
}
