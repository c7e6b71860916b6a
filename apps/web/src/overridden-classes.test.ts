import { describe, expect, it } from 'vitest';
import { overriddenClasses } from '../e2e/support/overridden-classes';

// The browser tests' check that no element carries two classes setting the same thing
// (e2e/support/class-rivals.ts) is only as good as this reading of a class list.
describe('the classes a later class of the same list overrides', () => {
  it('names a class that a later one of its group replaces, under the same variants', () => {
    expect(overriddenClasses('inline-flex items-center p-6 hidden p-4')).toEqual(['inline-flex', 'p-6']);
    expect(overriddenClasses('text-sm text-ink text-danger')).toEqual(['text-ink']);
    expect(overriddenClasses('rounded-md bg-surface-hover rounded-full')).toEqual(['rounded-md']);
    expect(overriddenClasses('max-w-content max-w-5xl')).toEqual(['max-w-content']);
    expect(overriddenClasses('shadow-card shadow-raised text-display text-lg')).toEqual([
      'shadow-card',
      'text-display',
    ]);
  });

  it('leaves classes that set different things, or the same thing under other variants', () => {
    expect(overriddenClasses('inline-flex max-sm:hidden md:flex')).toEqual([]);
    expect(overriddenClasses('p-6 pb-0 px-4 sm:p-6')).toEqual([]);
    expect(overriddenClasses('disabled:opacity-60 opacity-100 size-4 shrink-0')).toEqual([]);
    expect(overriddenClasses('h-11 w-full h-11')).toEqual([]);
  });
});
