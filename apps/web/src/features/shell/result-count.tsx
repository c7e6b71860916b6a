import { groupThousands } from '@talanta/schema';

interface ResultCountProps {
  total: number;
  /** The server stopped counting at `total`: more match. */
  totalIsCapped: boolean;
  noun: 'job' | 'developer';
}

/**
 * "N job(s) found" (spec 000 §7) or "N developer(s) found", exact below the search count cap; past
 * it the server stops counting and the text says so: "1,000+ jobs found".
 */
export function ResultCount({ total, totalIsCapped, noun }: ResultCountProps) {
  const count = totalIsCapped ? `${groupThousands(total)}+` : String(total);
  const nouns = totalIsCapped ? `${noun}s` : noun === 'job' ? 'job(s)' : total === 1 ? noun : `${noun}s`;
  return (
    <>
      <span className={noun === 'job' ? 'font-semibold text-ink' : undefined}>{count}</span> {nouns} found
    </>
  );
}
