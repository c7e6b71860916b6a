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

/** A page that search engines index: its absolute address and what it is about (schema.org). */
export interface IndexedPageMeta extends PageMeta {
  /** The page's one address on the public origin (`<link rel="canonical">`). */
  canonicalUrl: string;
  /** schema.org JSON-LD as script-safe text (lib/json-ld.ts), written as a data block. */
  jsonLd?: string;
}

/**
 * A route's `head()` for a page's own title and description: in the server's HTML, and kept in
 * the document by the router as people move between pages. An indexed page adds its canonical
 * address and its structured data.
 */
export function pageHead(page: PageMeta | IndexedPageMeta) {
  const meta = [{ title: documentTitle(page.title) }, { name: 'description', content: page.description }];
  if (!('canonicalUrl' in page)) return { meta };
  return {
    meta,
    links: [{ rel: 'canonical', href: page.canonicalUrl }],
    // A data block: never executed, so the page's script policy (a nonce per render) does not apply.
    scripts: page.jsonLd ? [{ type: 'application/ld+json', children: page.jsonLd }] : [],
  };
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
