import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PERFORMANCE_DOC = fileURLToPath(new URL('../../../../docs/performance.md', import.meta.url));

/**
 * Replaces the text between `<!-- bench:{key}:start -->` and `<!-- bench:{key}:end -->` in
 * docs/performance.md (adding a section with that heading when it is missing), so each benchmark
 * rewrites only its own figures and the prose around them stays.
 */
export function writeBenchSection(key: string, heading: string, body: string): void {
  const start = `<!-- bench:${key}:start -->`;
  const end = `<!-- bench:${key}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  let doc = existsSync(PERFORMANCE_DOC) ? readFileSync(PERFORMANCE_DOC, 'utf8') : '# Performance\n';
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from !== -1 && to > from) {
    doc = doc.slice(0, from) + block + doc.slice(to + end.length);
  } else {
    doc = `${doc.trimEnd()}\n\n## ${heading}\n\n${block}\n`;
  }
  writeFileSync(PERFORMANCE_DOC, doc);
}
