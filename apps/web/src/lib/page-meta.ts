import { useEffect } from 'react';
import { documentTitle } from './document-title';

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * A public page's own tab title ("How It Works · Talanta") and meta description, for search
 * engines and link previews. The description of index.html comes back when the page goes away.
 */
export function usePageMeta(title: string | undefined, description: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [title, description]);
}
