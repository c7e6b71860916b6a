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
 * The search's prefixes the search index is asked for, when some are left out: a one-letter
 * prefix ("e" of e-commerce, "m" of M-Pesa, "c" of C#) matches nearly every job ("experience",
 * "maintain", "code"), and the index would read all their lists to narrow almost nothing. Those are
 * tested on the rows the other words found. Null when every prefix goes to the index, or none can.
 */
function indexedPrefixTsquery(text: string | undefined): string | null {
  const prefixes = searchPrefixes(text);
  const indexed = prefixes.filter((prefix) => prefix.length > 1);
  if (indexed.length === prefixes.length || indexed.length === 0) return null;
  return indexed.map((prefix) => `${prefix}:*`).join(' & ');
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
 * through to_tsquery on the other index, so both give the same matches).
 */
export function conjunctionTsquery(filters: Omit<JobFilters, 'limit' | 'offset'>): string | null {
  const code = conjunctionCode(filters);
  const prefixes = searchPrefixes(filters.search);
  if (!code || prefixes.length === 0 || !prefixes.every((prefix) => /^[a-z0-9]+$/.test(prefix))) return null;
  return prefixes.map((prefix) => `'${code}${prefix}':*`).join(' & ');
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

/** Open jobs matching the Browse Jobs filters; shared by the list and saved-search alerts (issue 14). */
export function openJobsMatching(
  db: Executor,
  filters: Omit<JobFilters, 'limit' | 'offset'>,
  searchTest: SearchTest = 'index',
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
  if (tsquery) {
    const query = sql<string>`to_tsquery('simple'::regconfig, ${tsquery})`;
    const indexed = searchTest === 'index' ? indexedPrefixTsquery(filters.search) : null;
    if (indexed)
      matches = matches.where((eb) =>
        eb.and([
          eb('jobs.searchVector', '@@', sql<string>`to_tsquery('simple'::regconfig, ${indexed})`),
          sql<boolean>`ts_match_vq(jobs.search_vector, ${query})`,
        ]),
      );
    else
      matches = matches.where((eb) =>
        searchTest === 'index'
          ? eb('jobs.searchVector', '@@', query)
          : sql<boolean>`ts_match_vq(jobs.search_vector, ${query})`,
      );
  }
  return matches;
}
