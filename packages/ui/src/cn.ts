import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** tailwind-merge, told about our own tokens so `text-display` is a size and `shadow-card` a shadow. */
const merge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['display'],
      shadow: ['card', 'raised', 'glow'],
      spacing: ['topbar', 'sidenav'],
      container: ['content', 'form'],
    },
  },
});

/**
 * Joins class names and lets the caller's classes win over a component's own when both set the
 * same property (`hidden` from the caller beats the Button's `inline-flex`).
 */
export function cn(...values: ClassValue[]): string {
  return merge(clsx(values));
}
