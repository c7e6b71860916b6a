import { Link } from '@tanstack/react-router';
import { type ComponentProps, forwardRef, useId } from 'react';

interface ConsentCheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  error?: string;
}

const LINK = 'rounded-sm font-medium text-accent underline underline-offset-2';

/** Registration's consent to the Terms of Service and the Privacy Policy (recorded with their versions). */
export const ConsentCheckbox = forwardRef<HTMLInputElement, ConsentCheckboxProps>(function ConsentCheckbox(
  { error, ...props },
  ref,
) {
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          ref={ref}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-accent"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
        <span>
          I agree to the{' '}
          <Link to="/terms" target="_blank" className={LINK}>
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" target="_blank" className={LINK}>
            Privacy Policy
          </Link>
        </span>
      </label>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
