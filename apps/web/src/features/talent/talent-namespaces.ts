import type { Namespace } from '@talanta/schema/i18n/catalogues';

/**
 * What a screen drawing developer cards or profiles loads beside `common`: `talent` for its own
 * texts, and the catalogues that already hold some of its words (ids live in one namespace):
 * `visitor` ("{rate}/hr", "Hire this talent", the meaning of "Verified"), `jobs` (the availability
 * words, Previous and "Page N of M") and `vetting` ("Portfolio").
 */
export const TALENT_NAMESPACES = [
  'talent',
  'visitor',
  'jobs',
  'vetting',
] as const satisfies readonly Namespace[];
