import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names (conditions and lists as clsx reads them). It does not merge: a caller's class
 * is added beside a component's own, so components offer a prop or a variant for what a caller may
 * change (Button's `size`, Card's `accent`, LoadingState's `minHeight`) and never set what a caller
 * sets. Merging with tailwind-merge was 5 KiB gzip of every first load; the browser tests check
 * every screen they draw for two classes that set the same thing (e2e/support/class-rivals.ts).
 */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
