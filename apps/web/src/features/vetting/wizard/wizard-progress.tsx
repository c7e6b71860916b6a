import { type TVettingStep, VETTING_STEP_COUNT, VETTING_STEPS } from '@talanta/schema';
import { cn } from '@talanta/ui';
import { Check, CloudCheck, CloudOff, LoaderCircle } from 'lucide-react';
import type { SaveStatus } from './use-draft-autosave';

const SAVE_TEXTS: Record<SaveStatus, string> = {
  idle: 'Your progress is saved as you go',
  saving: 'Saving…',
  saved: 'Progress saved',
  error: "Couldn't save your progress. We'll try again when you continue.",
};

function SaveIndicator({ status }: { status: SaveStatus }) {
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
      {SAVE_TEXTS[status]}
    </p>
  );
}

/** "Step N of 5", the percent and a bar, the five step names, and whether the draft is saved. */
export function WizardProgress({ step, saveStatus }: { step: TVettingStep; saveStatus: SaveStatus }) {
  const percent = Math.round((step / VETTING_STEP_COUNT) * 100);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-semibold text-ink">
          Step {step} of {VETTING_STEP_COUNT}
        </p>
        <p className="text-sm font-medium text-accent">{percent}% complete</p>
      </div>
      <div
        role="progressbar"
        aria-label="Application progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${step} of ${VETTING_STEP_COUNT}, ${percent}% complete`}
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
                {item.title}
                {done && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <SaveIndicator status={saveStatus} />
    </div>
  );
}
