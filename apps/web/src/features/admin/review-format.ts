import { EXPERIENCE_YEARS_LABELS, type TReviewApplication } from '@talanta/schema';
import { format } from 'date-fns';

export function applicantName(application: Pick<TReviewApplication, 'firstName' | 'lastName'>): string {
  return `${application.firstName} ${application.lastName}`.trim();
}

/** '3-5' → '3-5 years' (the wizard's labels), anything else as stored. */
export function experienceLabel(level: string): string {
  return EXPERIENCE_YEARS_LABELS[level as keyof typeof EXPERIENCE_YEARS_LABELS] ?? level;
}

/** "Apr 3, 2026". */
export function formatDay(date: string | Date): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(value.getTime()) ? '' : format(value, 'MMM d, yyyy');
}
