import { Button, Card } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { CircleCheck, Mail } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSessionUser } from '@/features/auth/session-user';
import { useT } from '@/lib/i18n';

/** The received state (spec 001 §2): under review, an answer by email within 3-5 business days. */
export function ApplicationReceived({ firstName }: { firstName: string }) {
  const t = useT();
  const signedIn = useSessionUser() !== null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);
  return (
    <Card className="flex flex-col items-center gap-5 px-6 py-12 text-center sm:px-12">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent-soft text-accent">
        <CircleCheck aria-hidden="true" className="size-8" />
      </span>
      <div className="flex max-w-md flex-col gap-3">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-ink focus:outline-none">
          {t('Application Received!')}
        </h2>
        <p className="text-base text-ink-muted">
          {firstName
            ? t(
                'Thank you, {firstName}. Your profile is now under review, and we will contact you by email within 3-5 business days.',
                { firstName },
              )
            : t(
                'Thank you. Your profile is now under review, and we will contact you by email within 3-5 business days.',
              )}
        </p>
      </div>
      {!signedIn && (
        // The later stages (assessment, interview, references) need an account (issue 38).
        <p className="max-w-md text-base text-ink-muted">
          {t(
            'We have emailed you a link to create your account: it only asks for a password, and your next steps happen there.',
          )}
        </p>
      )}
      <p className="flex items-center gap-2 text-sm text-ink-subtle">
        <Mail aria-hidden="true" className="size-4" />
        {t('Keep an eye on your inbox, including the spam folder.')}
      </p>
      <Button asChild size="lg" className="mt-2">
        {/* A signed-in developer goes on to the dashboard, which shows the review's status. */}
        {signedIn ? (
          <Link to="/dashboard">{t('Go to your dashboard')}</Link>
        ) : (
          <Link to="/">{t('Return to Home')}</Link>
        )}
      </Button>
    </Card>
  );
}
