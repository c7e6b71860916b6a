import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from './cn';

export interface RadioCardOption<TValue extends string> {
  value: TValue;
  label: string;
  description?: string;
  icon?: ReactNode;
}

export interface RadioCardGroupProps<TValue extends string> {
  legend: string;
  name: string;
  value: TValue | undefined;
  onChange: (value: TValue) => void;
  options: readonly RadioCardOption<TValue>[];
  error?: string;
  className?: string;
}

/**
 * Native radio buttons drawn as cards: arrow keys move between choices and screen readers announce
 * the group by its legend.
 */
export function RadioCardGroup<TValue extends string>({
  legend,
  name,
  value,
  onChange,
  options,
  error,
  className,
}: RadioCardGroupProps<TValue>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={cn('flex flex-col gap-1.5', className)}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3.5 transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
              value === option.value
                ? 'border-accent bg-accent-soft'
                : 'border-line-strong bg-surface-raised hover:border-ink-subtle',
            )}
          >
            <input
              type="radio"
              aria-labelledby={`${id}-${option.value}-label`}
              aria-describedby={option.description ? `${id}-${option.value}-description` : undefined}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 shrink-0 accent-accent focus-visible:outline-none"
            />
            {option.icon && <span className="mt-0.5 text-accent">{option.icon}</span>}
            <span className="flex flex-col">
              <span id={`${id}-${option.value}-label`} className="text-sm font-semibold text-ink">
                {option.label}
              </span>
              {option.description && (
                <span id={`${id}-${option.value}-description`} className="text-xs text-ink-muted">
                  {option.description}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
