import type { Plugin } from 'vite';

/**
 * main.tsx imports the app (src/start.tsx) only after the first paint, so Vite would preload none of
 * its chunks from index.html and the browser would ask for them only then. This adds a
 * `modulepreload` for the entry's dynamic imports and everything they import statically: fetched and
 * compiled beside the HTML, evaluated when main.tsx asks.
 */
export function preloadStart(): Plugin {
  return {
    name: 'talanta:preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const files = new Set<string>();
        const pending = [...chunk.dynamicImports];
        while (pending.length > 0) {
          const file = pending.pop() as string;
          const imported = bundle[file];
          if (files.has(file) || !imported || imported.type !== 'chunk') continue;
          files.add(file);
          pending.push(...imported.imports);
        }
        for (const file of chunk.imports) files.delete(file);
        const links = [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
        return { html, tags: links };
      },
    },
  };
}
