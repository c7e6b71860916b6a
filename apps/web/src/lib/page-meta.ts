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

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * A route's `head()` for a page's own title and description: in the server's HTML, and kept in
 * the document by the router as people move between pages.
 */
export function pageHead({ title, description }: PageMeta) {
  return { meta: [{ title: documentTitle(title) }, { name: 'description', content: description }] };
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
