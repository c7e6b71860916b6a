import { useContext, useEffect } from 'react';
import { documentTitle, PrerenderedHeadContext } from './document-title';

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
  const prerendered = useContext(PrerenderedHeadContext);
  if (prerendered) Object.assign(prerendered, { title: documentTitle(title), description });
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
