import { VETTING_SKILLS } from '@talanta/schema';
import { cn } from '@talanta/ui';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useT } from '@/lib/i18n';

interface SkillPickerProps {
  value: readonly string[];
  onChange: (skills: string[]) => void;
  error?: string;
}

/**
 * The 35 onboarding skills as toggle chips: each is a button that announces whether it is picked
 * (aria-pressed), reachable with Tab and toggled with Enter or Space.
 */
export function SkillPicker({ value, onChange, error }: SkillPickerProps) {
  const t = useT();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const toggle = (skill: string) =>
    onChange(value.includes(skill) ? value.filter((picked) => picked !== skill) : [...value, skill]);

  return (
    <fieldset
      aria-describedby={error ? `${errorId} ${hintId}` : hintId}
      aria-invalid={error ? true : undefined}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-1 text-sm font-medium text-ink">{t('Skills')}</legend>
      <p id={hintId} className="text-xs text-ink-subtle">
        {t('Pick every skill you use in your work · {count} selected', { count: value.length })}
      </p>
      <ul className="flex flex-wrap gap-2">
        {VETTING_SKILLS.map((skill) => {
          const picked = value.includes(skill);
          return (
            <li key={skill}>
              <button
                type="button"
                aria-pressed={picked}
                onClick={() => toggle(skill)}
                className={cn(
                  'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                  picked
                    ? 'border-accent/60 bg-accent-soft font-medium text-accent'
                    : 'border-line-strong bg-surface-raised text-ink-muted hover:border-ink-subtle hover:text-ink',
                )}
              >
                {picked && <Check aria-hidden="true" className="size-3.5" />}
                {skill}
              </button>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
