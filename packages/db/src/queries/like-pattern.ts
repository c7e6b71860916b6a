/**
 * `%text%` for LIKE / ILIKE: a substring anywhere, with LIKE's own characters (`%`, `_` and the
 * escape `\`) in the text taken literally. Callers lower-case first where they compare lower().
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
