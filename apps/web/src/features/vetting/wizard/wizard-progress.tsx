import { type TVettingStep, VETTING_STEP_COUNT, VETTING_STEPS } from '@talanta/schema';
import { cn } from '@talanta/ui';
import { Check, CloudCheck, CloudOff, LoaderCircle } from 'lucide-react';
import { type Translate, useT } from '@/lib/i18n';
import type { SaveStatus } from './use-draft-autosave';

const saveTextOf = (t: Translate, status: SaveStatus): string =>
  ({
    idle: t('Your progress is saved as you go'),
    saving: t('Saving…'),
    saved: t('Progress saved'),
    error: t("Couldn't save your progress. We'll try again when you continue."),
  })[status];

function SaveIndicator({ status }: { status: SaveStatus }) {
  const t = useT();
  const Icon = status === 'saving' ? LoaderCircle : status === 'error' ? CloudOff : CloudCheck;
  return (
    <p
      aria-live="polite"
      className={cn(
        'flex items-center gap-1.5 text-xs',
        status === 'error' ? 'text-danger' : 'text-ink-subtle',
      )}
    >
      <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', status === 'saving' && 'animate-spin')} />
      {saveTextOf(t, status)}
    </p>
  );
}

/** "Step N of 5", the percent and a bar, the five step names, and whether the draft is saved. */
export function WizardProgress({ step, saveStatus }: { step: TVettingStep; saveStatus: SaveStatus }) {
  const t = useT();
  const percent = Math.round((step / VETTING_STEP_COUNT) * 100);
  const position = { step, total: VETTING_STEP_COUNT, percent };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-semibold text-ink">{t('Step {step} of {total}', position)}</p>
        <p className="text-sm font-medium text-accent">{t('{percent}% complete', position)}</p>
      </div>
      <div
        role="progressbar"
        aria-label={t('Application progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('Step {step} of {total}, {percent}% complete', position)}
        className="h-2 overflow-hidden rounded-full bg-surface-hover"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="grid grid-cols-5 gap-2">
        {VETTING_STEPS.map((item) => {
          const done = item.step < step;
          const current = item.step === step;
          return (
            <li
              key={item.step}
              aria-current={current ? 'step' : undefined}
              className="flex flex-col items-center gap-1.5 text-center"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 items-center justify-center rounded-full border text-xs font-semibold',
                  done && 'border-accent bg-accent text-on-accent',
                  current && 'border-accent bg-accent-soft text-accent',
                  !done && !current && 'border-line-strong text-ink-subtle',
                )}
              >
                {done ? <Check className="size-4" /> : item.step}
              </span>
              <span
                className={cn(
                  'sr-only text-xs leading-4 sm:not-sr-only',
                  current ? 'font-medium text-ink' : 'text-ink-subtle',
                )}
              >
                {t.text(item.title)}
                {done && <span className="sr-only"> {t('(completed)')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <SaveIndicator status={saveStatus} />
    </div>
  );
}
