import { useEffect } from 'react';

export const APP_NAME = 'Talanta';

export function documentTitle(page?: string): string {
  return page ? `${page} · ${APP_NAME}` : APP_NAME;
}

/** Sets the tab title for the screen on show ("Login · Talanta"). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
