import { createHash } from 'node:crypto';
import { BUDGET_BANDS, type TBudgetBand } from '@talanta/schema';
import { sql } from 'kysely';
import type { Executor } from './executor';

/** Which open jobs a Browse Jobs request matches: its filters and its search words as SQL conditions. */

const SEARCH_WORDS_MAX = 8;

/**
 * A search box's text as the prefixes every matching job must contain ("reac" finds React). Only
 * runs of letters and digits survive, so no user text can form tsquery syntax. Plural endings are
 * dropped first ("developers" finds "developer"); a shorter prefix only ever widens. The job
 * document splits punctuation the same way (migration 0002).
 */
export function searchPrefixes(text: string | undefined): string[] {
  const words = (text ?? '').toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words.slice(0, SEARCH_WORDS_MAX).map(withoutPluralEnding))];
}

/** The search as a to_tsquery expression: every word must match as a prefix. Null when nothing is left. */
export function toPrefixTsquery(text: string | undefined): string | null {
  const prefixes = searchPrefixes(text);
  if (prefixes.length === 0) return null;
  return prefixes.map((prefix) => `${prefix}:*`).join(' & ');
}

/**
 * A search's words as the search index is asked them (tsquery texts, null when empty). `exact`:
 * each prefix as the words it stands for ("('react' | 'reactive')"), which GIN reads far faster
 * than a prefix: it collects every match of a prefix's words into a bitmap first (about 1 µs a
 * match), where exact words are merged as they are read (migration 0052). `prefixes`: prefixes
 * asked as such (not looked up: other than ASCII letters and digits, which the tsquery parser
 * might split otherwise). `broad`: prefixes standing for too many words to narrow anything ("e" of
 * e-commerce: "experience", "engineer", "every"), tested on the rows the others found; asked of
 * the index only when nothing else is.
 */
export interface SearchTerms {
  exact: string | null;
  prefixes: string | null;
  broad: string | null;
  /** The words each looked-up prefix stands for (none: no job has one), for the conjunction index too. */
  words: Record<string, string[]>;
}

/** A prefix standing for more words than this is broad (SearchTerms). */
const EXPANDED_WORDS_MAX = 24;

const joinTerms = (terms: string[]) => (terms.length ? terms.join(' & ') : null);
/** A lexeme as tsquery input writes it: quoted, with quotes and backslashes escaped. */
const quoteLexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const isPlainAscii = (prefix: string) => /^[a-z0-9]+$/.test(prefix);

/** The search's terms without looking its prefixes up: one-letter prefixes are broad. */
export function prefixSearchTerms(text: string | undefined): SearchTerms | null {
  const prefixes = searchPrefixes(text);
  if (prefixes.length === 0) return null;
  return {
    exact: null,
    prefixes: joinTerms(prefixes.filter((prefix) => prefix.length > 1).map((prefix) => `${prefix}:*`)),
    broad: joinTerms(prefixes.filter((prefix) => prefix.length === 1).map((prefix) => `${prefix}:*`)),
    words: {},
  };
}

/**
 * The search's terms with each ASCII prefix looked up in job_search_words (one query): the words
 * it stands for, asked exactly; none means no job has such a word, and the prefix asked exactly
 * then matches nothing at once; more than EXPANDED_WORDS_MAX, or one letter, is broad.
 */
export async function expandedSearchTerms(
  db: Executor,
  text: string | undefined,
): Promise<SearchTerms | null> {
  const prefixes = searchPrefixes(text);
  if (prefixes.length === 0) return null;
  const lookedUp = prefixes.filter((prefix) => prefix.length > 1 && isPlainAscii(prefix));
  const words = new Map<string, string[]>(lookedUp.map((prefix) => [prefix, []]));
  if (lookedUp.length > 0) {
    // A range of the "C"-collated index (every word from the prefix up to it followed by the last
    // code point), so each prefix reads only its own words; DISTINCT, as jobs posted at the same
    // moment may both have added a new word (migration 0054).
    const { rows } = await sql<{ prefix: string; word: string }>`
      SELECT p.prefix, w.word FROM unnest(${lookedUp}::text[]) AS p (prefix)
      CROSS JOIN LATERAL (
        SELECT DISTINCT word FROM job_search_words
        WHERE word >= p.prefix AND word < p.prefix || chr(1114111) AND starts_with(word, p.prefix)
        ORDER BY word LIMIT ${EXPANDED_WORDS_MAX + 1}
      ) AS w`.execute(db);
    for (const row of rows) words.get(row.prefix)?.push(row.word);
  }
  const exact: string[] = [];
  const asked: string[] = [];
  const broad: string[] = [];
  const expanded: Record<string, string[]> = {};
  for (const prefix of prefixes) {
    const found = words.get(prefix);
    if (prefix.length === 1 || (found && found.length > EXPANDED_WORDS_MAX)) broad.push(`${prefix}:*`);
    else if (!found) asked.push(`${prefix}:*`);
    else {
      expanded[prefix] = found;
      exact.push(found.length === 0 ? quoteLexeme(prefix) : `(${found.map(quoteLexeme).join(' | ')})`);
    }
  }
  return { exact: joinTerms(exact), prefixes: joinTerms(asked), broad: joinTerms(broad), words: expanded };
}

function withoutPluralEnding(word: string): string {
  if (word.length < 4 || !word.endsWith('s') || word.endsWith('ss')) return word;
  if (word.length >= 5 && word.endsWith('ies')) return word.slice(0, -3);
  if (word.length >= 5 && word.endsWith('es')) return word.slice(0, -2);
  return word.slice(0, -1);
}

export interface JobFilters {
  search?: string | undefined;
  category?: string | undefined;
  experience?: string | undefined;
  budget?: TBudgetBand | undefined;
  limit: number;
  offset: number;
  /** A page's nextCursor: only jobs after that one (keyset paging). */
  cursor?: string | undefined;
}

/**
 * The code migration 0028 prefixes a job's words with for one combination of its filters: the
 * first 8 hex digits of md5 of "c:<category>|e:<level>|b:<band>" (the parts present, in that
 * order). Null without a filter.
 */
function conjunctionCode(filters: Omit<JobFilters, 'limit' | 'offset'>): string | null {
  const parts = [
    filters.category && `c:${filters.category}`,
    filters.experience && `e:${filters.experience}`,
    filters.budget && `b:${filters.budget}`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return createHash('md5').update(parts.join('|')).digest('hex').slice(0, 8);
}

/**
 * The search as a tsquery over migration 0028's index: every prefix behind the filters' code.
 * Null unless there are both a search and a filter, and every word is plain ASCII letters and
 * digits, which PostgreSQL's parser keeps as one lexeme the way it is written (other words go
 * through to_tsquery on the other index, so both give the same matches). With the search's terms
 * looked up (expandedSearchTerms), each prefix is asked as the words it stands for, exactly, and a
 * broad one is left to the rows the others find (conjunctionPageQuery tests it there), as on the
 * other index: "c" of "c# search" asked as a prefix behind the code read every word starting with
 * c, 23 ms of a 48 ms search at 300,000 jobs. Null too when every prefix is broad.
 */
export function conjunctionTsquery(
  filters: Omit<JobFilters, 'limit' | 'offset'>,
  terms?: SearchTerms | null,
): string | null {
  const code = conjunctionCode(filters);
  const prefixes = searchPrefixes(filters.search);
  if (!code || prefixes.length === 0 || !prefixes.every(isPlainAscii)) return null;
  // The index cuts a word at 500 characters (migration 0028).
  const key = (word: string) => quoteLexeme(`${code}${word.slice(0, 500)}`);
  const asked = prefixes.flatMap((prefix) => {
    if (!terms) return [`'${code}${prefix}':*`];
    const found = terms.words[prefix];
    // Not looked up, or standing for too many words: broad (expandedSearchTerms).
    if (!found) return [];
    return [found.length === 0 ? key(prefix) : `(${found.map(key).join(' | ')})`];
  });
  return asked.length > 0 ? asked.join(' & ') : null;
}

/**
 * How a search's words are tested. `index`: with the search operator, which the search indexes
 * answer. `each-row`: with the operator's own function, which no index answers and the planner
 * costs as a third of the rows, so it walks jobs in date order testing each one until it has a
 * page. The walk is chosen only once more matches than the count's cap are known to exist
 * (planJobSearch): then it stops soon, where the planner's own estimate of a search can be far too
 * low (three words it takes as independent) and it would read every match from the index instead.
 */
export type SearchTest = 'index' | 'each-row';

/**
 * A job's search document tested against `tsquery` row by row (SearchTest's `each-row`): the search
 * operator's own function, which no index answers.
 */
export function testedOnEachRow(tsquery: string) {
  return sql<boolean>`ts_match_vq(jobs.search_vector, to_tsquery('simple'::regconfig, ${tsquery}))`;
}

/** Open jobs matching the Browse Jobs filters; shared by the list and saved-search alerts (issue 14). */
export function openJobsMatching(
  db: Executor,
  filters: Omit<JobFilters, 'limit' | 'offset'>,
  searchTest: SearchTest = 'index',
  /** The search's terms looked up (expandedSearchTerms); without, its prefixes are asked as such. */
  terms?: SearchTerms | null,
) {
  // A literal, so the planner can use the partial indexes over open jobs.
  let matches = db.selectFrom('jobs').where('jobs.status', '=', sql.lit('open'));
  if (filters.category) matches = matches.where('jobs.category', '=', filters.category);
  if (filters.experience) matches = matches.where('jobs.experienceLevel', '=', filters.experience);
  if (filters.budget) {
    const band = BUDGET_BANDS[filters.budget];
    matches = matches.where('jobs.maxBudget', '>=', band.min);
    if (band.max !== null) matches = matches.where('jobs.maxBudget', '<=', band.max);
  }
  const tsquery = toPrefixTsquery(filters.search);
  if (tsquery && searchTest === 'each-row') {
    matches = matches.where(testedOnEachRow(tsquery));
  } else if (tsquery) {
    const { exact, prefixes, broad } = terms ?? prefixSearchTerms(filters.search) ?? {};
    const asked = [];
    if (exact) asked.push(sql`${exact}::tsquery`);
    if (prefixes) asked.push(sql`to_tsquery('simple'::regconfig, ${prefixes})`);
    if (asked.length === 0) {
      matches = matches.where((eb) =>
        eb('jobs.searchVector', '@@', sql<string>`to_tsquery('simple'::regconfig, ${tsquery})`),
      );
    } else {
      const indexQuery = sql.join(asked, sql` && `);
      matches = matches.where((eb) => eb('jobs.searchVector', '@@', sql<string>`(${indexQuery})`));
      if (broad) matches = matches.where(testedOnEachRow(broad));
    }
  }
  return matches;
}
