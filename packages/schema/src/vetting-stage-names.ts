/**
 * The vetting stages' names (issue 38), without zod: the applicant's dashboard shows them, and a
 * module that builds a zod schema at load would bring zod to that screen (ADR 0419).
 */
export const VETTING_STAGE_KEYS = ['application', 'assessment', 'interview', 'references'] as const;
export type TVettingStageKeyName = (typeof VETTING_STAGE_KEYS)[number];

export const VETTING_STAGE_STATES = ['pending', 'scheduled', 'passed', 'failed', 'skipped'] as const;

export const VETTING_STAGE_LABELS: Record<TVettingStageKeyName, string> = {
  application: 'Application',
  assessment: 'Assessment',
  interview: 'Interview',
  references: 'References',
};

/** The stages a client sees passed on a developer's profile and card (never the scores). */
export const PUBLIC_VETTING_STAGE_KEYS = ['assessment', 'interview', 'references'] as const;
export type TPublicVettingStageKey = (typeof PUBLIC_VETTING_STAGE_KEYS)[number];
