import { EXPERIENCE_YEARS_LABELS } from '@talanta/schema';

/** '3-5' → '3-5 years' (the wizard's labels), anything else as stored. */
export function experienceLabel(level: string): string {
  return EXPERIENCE_YEARS_LABELS[level as keyof typeof EXPERIENCE_YEARS_LABELS] ?? level;
}
