import { Link } from '@tanstack/react-router';
import { type ComponentProps, forwardRef, useId } from 'react';
import { useT } from '@/lib/i18n';
import { Trans } from '@/lib/i18n-react';

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
  const t = useT();
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
          <Trans
            id="I agree to the <0>Terms of Service</0> and <1>Privacy Policy</1>"
            components={{
              0: <Link to="/terms" target="_blank" className={LINK} />,
              1: <Link to="/privacy" target="_blank" className={LINK} />,
            }}
          />
        </span>
      </label>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {t.text(error)}
        </p>
      )}
    </div>
  );
});
