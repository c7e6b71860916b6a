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
function searchPrefixes(text: string | undefined): string[] {
  const words = (text ?? '').toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words.slice(0, SEARCH_WORDS_MAX).map(withoutPluralEnding))];
}

/** The search as a to_tsquery expression: every word must match as a prefix. Null when nothing is left. */
export function toPrefixTsquery(text: string | undefined): string | null {
  const prefixes = searchPrefixes(text);
  if (prefixes.length === 0) return null;
  return prefixes.map((prefix) => `${prefix}:*`).join(' & ');
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

/** Open jobs matching the Browse Jobs filters; shared by the list and saved-search alerts (issue 14). */
export function openJobsMatching(db: Executor, filters: Omit<JobFilters, 'limit' | 'offset'>) {
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
    matches = matches.where((eb) =>
      eb('jobs.searchVector', '@@', sql<string>`to_tsquery('simple'::regconfig, ${tsquery})`),
    );
  }
  return matches;
}
