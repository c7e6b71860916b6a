import { SKILL_CATEGORIES } from '@talanta/schema';
import { Badge, cn } from '@talanta/ui';
import { useHydrated } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { usePublicFigures } from '@/features/marketing/public-figures';
import { useT } from '@/lib/i18n';
import { LandingSection } from './landing-section';

/**
 * Section 6: the 20 skill groups. One is open at a time; opening another closes it, and clicking
 * the open one closes it (spec 000 §2). Each header is a real button with aria-expanded. A group
 * says how many approved developers have its skills when the database counts enough (issue 40).
 */
export function SkillCategories() {
  const [openId, setOpenId] = useState<string | null>(null);
  const { developersBySkillCategory } = usePublicFigures();
  // On a page drawn by the server these buttons are on screen before React: a press would be lost until then.
  const hydrated = useHydrated();
  const t = useT();
  return (
    <LandingSection
      id="skill-categories"
      eyebrow={t('Skills')}
      title={t('Expertise across the whole stack')}
      description={t(
        'From payments to machine learning: pick a field to see the skills our developers bring.',
      )}
    >
      <ul className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {SKILL_CATEGORIES.map((category) => {
          const open = openId === category.id;
          const panelId = `skill-category-${category.id}`;
          const developers = developersBySkillCategory[category.id];
          // The categories' names come from packages/schema in English; this page's catalogue has them.
          const title = t.text(category.title);
          return (
            <li
              key={category.id}
              className={cn('rounded-xl border bg-surface', open ? 'border-accent/50' : 'border-line')}
            >
              <h3>
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenId(open ? null : category.id)}
                  disabled={!hydrated}
                  className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3.5 text-left"
                >
                  <span className="flex flex-col">
                    <span className="font-semibold text-ink">{title}</span>
                    {developers !== undefined && (
                      <span className="text-xs text-ink-muted">
                        {t('{count, plural, one {# developer} other {# developers}}', { count: developers })}
                      </span>
                    )}
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className={cn(
                      'size-4 shrink-0 transition-transform',
                      open ? 'rotate-180 text-accent' : 'text-ink-subtle',
                    )}
                  />
                </button>
              </h3>
              <div id={panelId} hidden={!open} className="px-4 pb-4">
                <ul
                  aria-label={t('{category} skills', { category: title })}
                  className="flex flex-wrap gap-1.5"
                >
                  {category.skills.map((skill) => (
                    <li key={skill}>
                      <Badge>{skill}</Badge>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
