import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { classMergeConfig, cn } from '@talanta/ui';
import { type Config, getDefaultConfig, mergeConfigs } from 'tailwind-merge';
import { createClassGroupUtils, createParseClassName } from 'tailwind-merge/unstable-do-not-import';
import { describe, expect, it } from 'vitest';

/**
 * packages/ui's cn() merges with a configuration of only the class groups the app uses. Every class
 * written in apps/web/src and packages/ui/src must land in the group, with the same rivals, that
 * tailwind-merge's full default configuration (with our theme's names) gives it: then cn() merges
 * any two of them exactly as the full configuration would.
 */

const SOURCE_DIRS = ['../src', '../../../packages/ui/src'].map((dir) =>
  fileURLToPath(new URL(dir, import.meta.url)),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // cn.ts's own strings are the configuration's group names and values, not classes.
    const read = /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') && entry.name !== 'cn.ts';
    return read ? [path] : [];
  });
}

/** Every whitespace-separated word of every string literal: the classes among them and much else. */
function writtenWords(): Set<string> {
  const words = new Set<string>();
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    for (const [, , text] of readFileSync(file, 'utf8').matchAll(/(['"`])((?:(?!\1)[^\n])*)\1/g)) {
      for (const word of text?.split(/\s+/) ?? []) if (word) words.add(word);
    }
  }
  return words;
}

const fullConfig = mergeConfigs(getDefaultConfig(), {
  extend: {
    theme: {
      text: ['display'],
      shadow: ['card', 'raised', 'glow'],
      spacing: ['topbar', 'sidenav'],
      container: ['content', 'form'],
      animate: ['fade-in', 'pop-in', 'slide-in-right'],
    },
  },
}) as unknown as Config<string, string>;
const appConfig = classMergeConfig() as unknown as Config<string, string>;

/** The group and rivals of a class as tailwind-merge's merge finds them, under a configuration. */
function classifier(config: Config<string, string>) {
  const parse = createParseClassName(config);
  const { getClassGroupId, getConflictingClassGroupIds } = createClassGroupUtils(config);
  return (word: string) => {
    const { baseClassName, maybePostfixModifierPosition, isExternal } = parse(word);
    if (isExternal) return undefined;
    let hasPostfixModifier = maybePostfixModifierPosition !== undefined;
    let group = getClassGroupId(
      hasPostfixModifier ? baseClassName.substring(0, maybePostfixModifierPosition) : baseClassName,
    );
    if (!group && hasPostfixModifier) {
      group = getClassGroupId(baseClassName);
      hasPostfixModifier = false;
    }
    return group ? { group, rivals: getConflictingClassGroupIds(group, hasPostfixModifier) } : undefined;
  };
}

describe("cn()'s class groups", () => {
  it('place every class the app writes as the full configuration does', () => {
    const full = classifier(fullConfig);
    const app = classifier(appConfig);
    const words = [...writtenWords()];
    const usedGroups = new Set(words.flatMap((word) => full(word)?.group ?? []));
    const inUse = (groups: readonly string[]) => groups.filter((group) => usedGroups.has(group)).sort();
    const differences = words.flatMap((word) => {
      const expected = full(word);
      const actual = app(word);
      const same =
        expected?.group === actual?.group &&
        JSON.stringify(inUse(expected?.rivals ?? [])) === JSON.stringify(inUse(actual?.rivals ?? []));
      return same ? [] : [`${word}: ${JSON.stringify(expected)} here ${JSON.stringify(actual)}`];
    });
    expect(usedGroups.size).toBeGreaterThan(50);
    expect(differences).toEqual([]);
    expect(appConfig.orderSensitiveModifiers).toEqual(fullConfig.orderSensitiveModifiers);
  });

  it("let the caller's class replace the component's rival and keep the rest", () => {
    expect(cn('inline-flex items-center p-6', 'hidden p-4')).toBe('items-center hidden p-4');
    expect(cn('text-sm text-ink', 'text-danger')).toBe('text-sm text-danger');
    expect(cn('bg-accent hover:bg-accent-hover', 'bg-danger/20')).toBe('hover:bg-accent-hover bg-danger/20');
    expect(cn('px-4 py-2', 'p-0')).toBe('p-0');
    expect(cn('max-w-form', 'max-w-content')).toBe('max-w-content');
  });
});
