import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge with Tailwind's whole vocabulary and our theme's names: it knows which utilities
 * set the same property under the same variants (`p-4` and `p-6`, `inline-flex` and `hidden`).
 */
const merge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['display'],
      shadow: ['card', 'raised', 'glow'],
      spacing: ['topbar', 'sidenav'],
      container: ['content', 'form'],
      animate: ['fade-in', 'pop-in', 'slide-in-right'],
    },
  },
});

/** The classes of `list` that a later class of the same list overrides (empty when none does). */
export function overriddenClasses(list: string): string[] {
  const classes = [...new Set(list.split(/\s+/).filter(Boolean))];
  const kept = new Set(merge(classes.join(' ')).split(' '));
  return classes.filter((name) => !kept.has(name));
}
