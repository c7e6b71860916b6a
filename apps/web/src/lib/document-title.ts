import { createContext, useContext, useEffect } from 'react';

export const APP_NAME = 'Talanta';

export function documentTitle(page?: string): string {
  return page ? `${page} · ${APP_NAME}` : APP_NAME;
}

/**
 * The head of a page being prerendered at build time (src/prerender.tsx): effects never run there,
 * so the title and description hooks write into this during render instead.
 */
export interface PrerenderedHead {
  title: string;
  description?: string;
}
export const PrerenderedHeadContext = createContext<PrerenderedHead | null>(null);

/** Sets the tab title for the screen on show ("Login · Talanta"). */
export function useDocumentTitle(page?: string): void {
  const prerendered = useContext(PrerenderedHeadContext);
  if (prerendered) prerendered.title = documentTitle(page);
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
