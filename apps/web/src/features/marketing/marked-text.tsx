import type { ReactNode } from 'react';

/**
 * A translated sentence with one part marked `<0>…</0>` (where the accent or the link goes,
 * wherever the language puts it: "Hire <0>vetted</0> developers", "<0>जाँचे-परखे</0> डेवलपर्स"),
 * drawn with that part through `mark`. Lingui's <Trans> does the same, but would bring its element
 * parser into every page's first load.
 */
export function MarkedText({ text, mark }: { text: string; mark: (part: string) => ReactNode }) {
  const match = /^([\s\S]*)<0>([\s\S]*)<\/0>([\s\S]*)$/.exec(text);
  if (!match) return text;
  return (
    <>
      {match[1]}
      {mark(match[2] ?? '')}
      {match[3]}
    </>
  );
}
