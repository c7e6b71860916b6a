import { Button, Card, CardContent } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight, BadgeCheck, Briefcase, PartyPopper, Star } from 'lucide-react';
import { useSessionUser } from '@/features/auth/session-user';
import { VettingNextStepCard } from '@/features/vetting/vetting-next-step-card';
import { type Translate, useT } from '@/lib/i18n';
import { MarkedText } from './marked-text';
import { PublicFigureList } from './public-figures';

const nextStepsOf = (t: Translate) => [
  {
    icon: BadgeCheck,
    title: t('Profile review'),
    text: t('Our team reviews your profile and lets you know by email once you are approved.'),
  },
  {
    icon: Briefcase,
    title: t('Start receiving projects'),
    text: t('Approved developers are matched with companies whose projects fit their skills.'),
  },
  {
    icon: Star,
    title: t('Build your reputation'),
    text: t('Deliver great work, collect reviews and unlock bigger, longer projects.'),
  },
];

/** Spec 001 §2's three figures (invented there), from the database (issue 40). */
const FIGURES = ['approvedDevelopers', 'paidToDevelopers', 'averageRating'] as const;

export const SUPPORT_EMAIL = 'support@talanta.dev';

/**
 * /registration-success (spec 001 §2): a welcome, what happens next, figures and the way in. Only
 * someone signed in has an account to be welcomed to: a visitor who opens the address is told
 * nothing about an account created (issue 40) and is offered the way to one.
 */
export function RegistrationSuccessPage() {
  const user = useSessionUser();
  const t = useT();
  if (!user) return <NoAccountYet />;
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-10 px-4 py-16 text-center sm:px-6">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent-soft text-accent shadow-glow">
        <PartyPopper aria-hidden="true" className="size-8" />
      </span>
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{t('Welcome to Talanta!')}</h1>
        <p className="text-lg text-ink-muted">
          {t('Your account has been created. Here is what happens next.')}
        </p>
      </div>
      {user.role === 'developer' && <VettingNextStepCard />}
      <Card className="w-full text-left">
        <CardContent>
          <h2 className="mb-5 text-lg font-semibold text-ink">{t('What happens next?')}</h2>
          <ol className="flex flex-col gap-5">
            {nextStepsOf(t).map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent">
                  {index + 1}
                </span>
                <span className="flex flex-col gap-1">
                  <span className="flex items-center gap-2 font-semibold text-ink">
                    <step.icon aria-hidden="true" className="size-4 text-accent" />
                    {step.title}
                  </span>
                  <span className="text-sm text-ink-muted">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <PublicFigureList kinds={FIGURES} max={3} />
      <Button asChild size="lg" variant={user.role === 'developer' ? 'secondary' : 'primary'}>
        <Link to="/dashboard">
          {t('Access Your Dashboard')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Button>
      <SupportLine />
    </div>
  );
}

/** The page for someone not signed in: no welcome to an account that may not exist. */
function NoAccountYet() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-8 px-4 py-16 text-center sm:px-6">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{t('Join Talanta')}</h1>
        <p className="text-lg text-ink-muted">
          {t(
            'Create an account to hire vetted developers from Kenya and India, or to apply as Tech Talent. If you have just signed up, log in to continue.',
          )}
        </p>
      </div>
      <PublicFigureList kinds={FIGURES} max={3} />
      <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to="/register">
            {t('Create an account')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to="/login">{t('Log in')}</Link>
        </Button>
      </div>
      <SupportLine />
    </div>
  );
}

function SupportLine() {
  const t = useT();
  return (
    <p className="text-sm text-ink-muted">
      <MarkedText
        text={t('Questions? Our support team is here to help at <0>{email}</0>.', { email: SUPPORT_EMAIL })}
        mark={(email) => (
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-accent hover:underline">
            {email}
          </a>
        )}
      />
    </p>
  );
}
