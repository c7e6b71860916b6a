import { useEffect } from 'react';

/** Gives the screen its own meta description while it shows, then puts the site's back. */
export function useMetaDescription(content: string): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = content;
    return () => {
      meta.content = previous;
    };
  }, [content]);
}
