import {
  BUDGET_TYPES,
  JOB_CATEGORIES,
  JOB_EXPERIENCE_LEVELS,
  PROJECT_LENGTH_LABELS,
  PROJECT_LENGTHS,
  PROJECT_TYPE_LABELS,
  PROJECT_TYPES,
} from '@talanta/schema';

export const PROJECT_LENGTH_OPTIONS = PROJECT_LENGTHS.map((value) => ({
  value,
  label: PROJECT_LENGTH_LABELS[value],
}));
export const PROJECT_TYPE_OPTIONS = PROJECT_TYPES.map((value) => ({
  value,
  label: PROJECT_TYPE_LABELS[value],
}));
export const JOB_CATEGORY_OPTIONS = JOB_CATEGORIES.map((value) => ({ value, label: value }));
export const JOB_EXPERIENCE_OPTIONS = JOB_EXPERIENCE_LEVELS.map((value) => ({ value, label: value }));

const BUDGET_TYPE_TEXTS: Record<(typeof BUDGET_TYPES)[number], { label: string; description: string }> = {
  hourly: { label: 'Hourly rate', description: 'Pay per hour worked, in US dollars.' },
  fixed: { label: 'Fixed price', description: 'One price for the whole project.' },
};
export const BUDGET_TYPE_OPTIONS = BUDGET_TYPES.map((value) => ({ value, ...BUDGET_TYPE_TEXTS[value] }));
