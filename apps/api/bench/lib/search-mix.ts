import {
  AVAILABILITIES,
  BUDGET_BAND_KEYS,
  DEVELOPER_COUNTRIES,
  JOB_CATEGORIES,
  JOB_EXPERIENCE_LEVELS,
  PROFILE_SKILLS,
  TALENT_LIMITS,
} from '@talanta/schema';
import { DOMAINS, mulberry32, PEOPLE, SPECIALTIES } from './seed-developers';
import { FEATURES, INDUSTRIES, PLACES, PRODUCTS, ROLES, SENIORITY } from './seed-jobs';

/**
 * Real search traffic is not one URL: many distinct searches, a few of them very common. These are
 * the benchmark's mixes (issue 43): `count` distinct requests built from the seeded data's own words
 * and the filters the screens offer, drawn with Zipf weights (the k-th most common search is asked
 * 1/k as often as the first). A fixed seed makes every run ask the same searches in the same order.
 */

/** The seed of the warm-up's mix: searches of the same kind, mostly others than the measured ones. */
export const WARMUP_MIX_SEED = 4_300;

/** Words that are in no seeded job or profile: searches that find nothing are real traffic too. */
const MISSES = ['cobol', 'fortran', 'haskell', 'sap abap', 'unity3d', 'salesforce'];

/** What a person types: whole words, a typed prefix ("reac"), sometimes two or three words. */
function searchText(random: () => number, vocabulary: readonly string[], prefixes: readonly string[]) {
  const draw = random();
  const word = () => {
    const chosen = vocabulary[Math.floor(random() * vocabulary.length)] as string;
    return chosen.toLowerCase();
  };
  if (draw < 0.05) return MISSES[Math.floor(random() * MISSES.length)] as string;
  if (draw < 0.12) return prefixes[Math.floor(random() * prefixes.length)] as string;
  if (draw < 0.72) return word();
  if (draw < 0.94) return `${word()} ${word()}`;
  return `${word()} ${word()} ${word()}`;
}

const chance = (random: () => number, share: number) => random() < share;
const oneOf = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

/**
 * A page the way people page: mostly the first, often the next few, now and then far down a long
 * list (the REST API's `offset`; the screens page by cursor after the first).
 */
function pageOffset(random: () => number, pageSize: number, maxOffset: number): number {
  const draw = random();
  if (draw < 0.7) return 0;
  if (draw < 0.9) return pageSize * (1 + Math.floor(random() * 3));
  if (draw < 0.98) return pageSize * (4 + Math.floor(random() * 16));
  return Math.min(maxOffset, pageSize * (20 + Math.floor(random() * 180)));
}

/** `count` distinct requests from `draw`, in the order they were first drawn (the Zipf ranks). */
function distinct(count: number, draw: () => string): string[] {
  const requests = new Set<string>();
  for (let attempt = 0; requests.size < count && attempt < count * 50; attempt += 1) requests.add(draw());
  if (requests.size < count) throw new Error(`only ${requests.size} distinct searches of ${count}`);
  return [...requests];
}

const JOB_WORDS = [
  ...PROFILE_SKILLS,
  ...PRODUCTS.flatMap((product) => product.split(' ')),
  ...FEATURES,
  ...INDUSTRIES,
  ...PLACES,
  ...SENIORITY,
  ...ROLES,
];
const JOB_PREFIXES = ['reac', 'pay', 'mob', 'dev', 'py', 'nai', 'fin', 'da'];

/** Distinct GET /api/jobs requests: words, category, experience, budget band and page, as Browse Jobs asks. */
export function jobSearchMix(count: number, seed = 43): string[] {
  const random = mulberry32(seed);
  return distinct(count, () => {
    const query = new URLSearchParams();
    if (chance(random, 0.7)) query.set('search', searchText(random, JOB_WORDS, JOB_PREFIXES));
    if (chance(random, 0.35)) query.set('category', oneOf(random, JOB_CATEGORIES));
    if (chance(random, 0.25)) query.set('experience', oneOf(random, JOB_EXPERIENCE_LEVELS));
    if (chance(random, 0.25)) query.set('budget', oneOf(random, BUDGET_BAND_KEYS));
    const offset = pageOffset(random, 50, 10_000);
    if (offset > 0) query.set('offset', String(offset));
    return `/api/jobs?${query}`;
  });
}

const TALENT_WORDS = [
  ...PROFILE_SKILLS,
  ...SPECIALTIES,
  ...DOMAINS,
  ...Object.values(PEOPLE).flatMap((people) => [...people.first, ...people.last]),
  'payments',
  'reconciliation',
  'offline',
  'mentoring',
  'observability',
];
const TALENT_PREFIXES = ['reac', 'kot', 'nai', 'pyth', 'ot', 'fin'];

/**
 * Distinct GET /api/developers/all requests: text, skills, rate, availability, years, country, page;
 * pages of 12 as Browse Tech Talent asks them (the API's default is 100).
 */
export function talentSearchMix(count: number, seed = 44): string[] {
  const random = mulberry32(seed);
  return distinct(count, () => {
    const query = new URLSearchParams({ limit: String(TALENT_LIMITS.browsePageSize) });
    if (chance(random, 0.6)) query.set('search', searchText(random, TALENT_WORDS, TALENT_PREFIXES));
    if (chance(random, 0.3)) {
      const skills = new Set([oneOf(random, PROFILE_SKILLS)]);
      if (chance(random, 0.4)) skills.add(oneOf(random, PROFILE_SKILLS));
      query.set('skills', [...skills].join(','));
    }
    if (chance(random, 0.25)) {
      const minRate = 10 * Math.floor(random() * 6);
      if (minRate > 0) query.set('minRate', String(minRate));
      query.set('maxRate', String(minRate + 20 + 10 * Math.floor(random() * 6)));
    }
    if (chance(random, 0.25)) query.set('availability', oneOf(random, AVAILABILITIES));
    if (chance(random, 0.2)) query.set('minYears', String(1 + Math.floor(random() * 10)));
    if (chance(random, 0.35)) query.set('country', oneOf(random, DEVELOPER_COUNTRIES));
    const offset = pageOffset(random, TALENT_LIMITS.browsePageSize, 10_000);
    if (offset > 0) query.set('offset', String(offset));
    return `/api/developers/all?${query}`;
  });
}

/**
 * Draws from `requests` with Zipf weights (exponent 1): the request at index k is drawn 1/(k+1) as
 * often as the first. Seeded, so two runs draw the same sequence.
 */
export function zipfDraw(requests: readonly string[], seed = 7): () => string {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= requests.length; rank += 1) {
    total += 1 / rank;
    cumulative.push(total);
  }
  const random = mulberry32(seed);
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return requests[low] as string;
  };
}
