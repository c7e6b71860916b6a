import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from './cn';
import { fieldClasses } from './input';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly SelectOption[];
  /** A first, empty choice such as "Select your specialization". */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native select with the product's look: native keeps full keyboard and screen-reader support
 * and the phone's own picker on small screens.
 */
export function Select({ options, placeholder, className, ...props }: SelectProps) {
  return (
    <span className="relative block">
      <select className={cn(fieldClasses, 'h-11 appearance-none pr-10', className)} {...props}>
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
