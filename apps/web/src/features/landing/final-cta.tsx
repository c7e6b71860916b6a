import { Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useT } from '@/lib/i18n';

/** Section 8: the closing call to action, for businesses and for developers. */
export function FinalCta() {
  const t = useT();
  return (
    <section aria-labelledby="final-cta-heading" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative isolate mx-auto flex max-w-content flex-col items-center gap-6 overflow-hidden rounded-xl border border-accent/30 bg-surface px-6 py-14 text-center shadow-raised">
        <div
          aria-hidden="true"
          className="absolute -top-24 left-1/2 -z-10 h-64 w-[40rem] -translate-x-1/2 rounded-full bg-accent/15 blur-3xl"
        />
        <h2 id="final-cta-heading" className="max-w-2xl text-2xl font-semibold text-ink sm:text-3xl">
          {t('Ready to build with vetted developers?')}
        </h2>
        <p className="max-w-xl text-ink-muted">
          {t(
            'Tell us about your project today and meet vetted Tech Talent from Kenya and India within 24 hours.',
          )}
        </p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to="/register" search={{ role: 'client' }}>
              {t('Connect With Talent')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/register" search={{ role: 'client' }}>
              {t('Hire Tech Talent')}
            </Link>
          </Button>
        </div>
        <p className="text-sm text-ink-muted">
          {t('Are you a developer?')}{' '}
          <Link to="/developer-onboarding" className="font-semibold text-accent hover:underline">
            {t('Apply to join Talanta')}
          </Link>
        </p>
      </div>
    </section>
  );
}
