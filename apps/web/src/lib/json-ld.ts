/**
 * What an indexed page's head carries for search engines, apart from lib/page-meta.ts: only the
 * modules that build a page's structured data load it (not the app's first chunk).
 */

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON to place inside a `<script>` element: what HTML could read as markup (`</script>`, `<!--`)
 * is written as JSON's own \u escapes, which parse back to the same characters.
 */
export function jsonLdText(value: Record<string, unknown>): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => SCRIPT_ESCAPES[character] ?? character,
  );
}

/** Meta descriptions past this are cut by search engines; ours end on a whole word with "…". */
const DESCRIPTION_MAX = 155;

/** Text from a page's content as a meta description: one line, at most 155 characters. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}
