import { Badge, Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Sparkles } from 'lucide-react';
import { MarkedText } from '@/features/marketing/marked-text';
import { formatPercent, useTopPercent } from '@/features/marketing/public-figures';
import { useT } from '@/lib/i18n';
import { HeroStats } from './hero-stats';

/** Section 1: the promise, the two audiences and the first calls to action. */
export function Hero() {
  const topPercent = useTopPercent();
  const t = useT();
  const accent = (part: string) => <span className="text-accent">{part}</span>;
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute top-[-12rem] left-1/2 -z-10 h-[36rem] w-[64rem] -translate-x-1/2 rounded-full bg-accent/10 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-line)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-line)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)] bg-[size:56px_56px] opacity-40"
      />
      <div className="mx-auto flex max-w-content flex-col items-center px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24 lg:px-8">
        <nav aria-label={t('Who Talanta is for')} className="mb-6">
          <ul className="flex rounded-full border border-line bg-surface p-1 text-sm">
            <li>
              <Link
                to="/for-businesses"
                className="block rounded-full bg-surface-raised px-4 py-1.5 font-medium text-ink hover:text-accent"
              >
                {t('For Businesses')}
              </Link>
            </li>
            <li>
              <Link
                to="/developer-onboarding"
                className="block rounded-full px-4 py-1.5 font-medium text-ink-muted hover:text-accent"
              >
                {t('For Developers')}
              </Link>
            </li>
          </ul>
        </nav>
        <Badge variant="accent" className="mb-6">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {t('AI-powered matching · introductions within 24 hours')}
        </Badge>
        <h1 id="hero-heading" className="max-w-4xl text-display font-semibold text-ink">
          <MarkedText
            text={
              topPercent === null
                ? t('Hire <0>vetted</0> developers from Kenya and India')
                : t('Hire the top <0>{percent}</0> of developers from Kenya and India', {
                    percent: formatPercent(t.locale, topPercent),
                  })
            }
            mark={accent}
          />
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-ink-muted">
          {t(
            'Share your project and meet your matches within 24 hours. Contracts and payments are handled for you.',
          )}
        </p>
        <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to="/register" search={{ role: 'client' }}>
              {t('Start Hiring Today')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/how-it-works">{t('Learn More')}</Link>
          </Button>
        </div>
        <p className="mt-6 text-sm text-ink-muted">
          {t('Already have an account?')}{' '}
          <Link to="/login" className="font-semibold text-accent hover:underline">
            {t('Log in')}
          </Link>
        </p>
        <HeroStats />
      </div>
    </section>
  );
}
