/**
 * A developer's background (issue 38) without zod: the profile editor and the talent profile show
 * these, and a module that builds a zod schema at load would bring zod to those screens (ADR 0419).
 */

/** CEFR levels, then native. */
export const LANGUAGE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'] as const;
export type TLanguageLevel = (typeof LANGUAGE_LEVELS)[number];

export const LANGUAGE_LEVEL_LABELS: Record<TLanguageLevel, string> = {
  A1: 'A1 · Beginner',
  A2: 'A2 · Elementary',
  B1: 'B1 · Intermediate',
  B2: 'B2 · Upper intermediate',
  C1: 'C1 · Advanced',
  C2: 'C2 · Proficient',
  native: 'Native',
};

export const DEVELOPER_BACKGROUND_LIMITS = {
  workHistoryMax: 20,
  languagesMax: 10,
  companyMax: 120,
  titleMax: 120,
  languageMax: 60,
} as const;

export const DEVELOPER_BACKGROUND_MESSAGES = {
  endBeforeStart: 'The end date is before the start',
  languageOnce: 'Each language once',
  workHistoryMax: `At most ${DEVELOPER_BACKGROUND_LIMITS.workHistoryMax} jobs`,
  languagesMax: `At most ${DEVELOPER_BACKGROUND_LIMITS.languagesMax} languages`,
  company: 'Enter the company',
  title: 'Enter your title there',
  startedOn: 'Enter when you started (YYYY-MM-DD)',
  endedOn: 'Enter when you left (YYYY-MM-DD), or leave it empty if you still work there',
  language: 'Enter the language',
  level: 'Choose a level: A1, A2, B1, B2, C1, C2 or native',
  workHistorySaved: 'Work history saved',
  languagesSaved: 'Languages saved',
} as const;
