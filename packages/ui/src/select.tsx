import { ChevronDown } from 'lucide-react';
import type { ChangeEvent, Ref, SelectHTMLAttributes } from 'react';
import { cn } from './cn';
import { fieldClasses } from './input';

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

export interface SelectProps<T extends string>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue'> {
  options: readonly SelectOption<T>[];
  /** A first, empty choice such as "Select your specialization"; it is the only way to get ''. */
  placeholder?: string;
  value?: T | '';
  defaultValue?: T | '';
  /** The chosen value, typed as the options' values ('' for the placeholder). */
  onValueChange?: (value: T | '') => void;
  /** 36px high, and as wide as its choices unless the caller sets a width (within a line, a row). */
  inline?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native select with the product's look: native keeps full keyboard and screen-reader support
 * and the phone's own picker on small screens. Name it with a FormField around it (which wires
 * id, aria-invalid and aria-describedby) or with aria-label.
 */
export function Select<T extends string>({
  options,
  placeholder,
  className,
  onChange,
  onValueChange,
  inline = false,
  ...props
}: SelectProps<T>) {
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    // The browser only ever answers one of the options rendered below, or the placeholder's ''.
    onValueChange?.(event.target.value as T | '');
  };
  return (
    <span className="relative block">
      <select
        className={cn(
          fieldClasses,
          inline ? 'h-9' : 'h-11 w-full',
          'appearance-none pr-10 text-sm',
          className,
        )}
        onChange={change}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-subtle"
      />
    </span>
  );
}
