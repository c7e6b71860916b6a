import { Button, Card, CardContent } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight, BadgeCheck, Briefcase, PartyPopper, Star } from 'lucide-react';
import { useSessionUser } from '@/features/auth/session-user';
import { VettingNextStepCard } from '@/features/vetting/vetting-next-step-card';

const NEXT_STEPS = [
  {
    icon: BadgeCheck,
    title: 'Profile review in 24-48 hours',
    text: 'Our team reviews your profile and lets you know by email once you are approved.',
  },
  {
    icon: Briefcase,
    title: 'Start receiving projects',
    text: 'Approved developers are matched with companies whose projects fit their skills.',
  },
  {
    icon: Star,
    title: 'Build your reputation',
    text: 'Deliver great work, collect reviews and unlock bigger, longer projects.',
  },
] as const;

/** The marketing figures of spec 001 §2, as stated there. */
const STATS = [
  { value: '500+', label: 'developers' },
  { value: '$2M+', label: 'earned' },
  { value: '4.9', label: 'rating' },
] as const;

export const SUPPORT_EMAIL = 'support@talanta.dev';

/** /registration-success (spec 001 §2): a welcome, what happens next, figures and the way in. */
export function RegistrationSuccessPage() {
  const user = useSessionUser();
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-10 px-4 py-16 text-center sm:px-6">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent-soft text-accent shadow-glow">
        <PartyPopper aria-hidden="true" className="size-8" />
      </span>
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold text-ink sm:text-4xl">Welcome to Talanta!</h1>
        <p className="text-lg text-ink-muted">Your account has been created. Here is what happens next.</p>
      </div>
      {user?.role === 'developer' && <VettingNextStepCard />}
      <Card className="w-full text-left">
        <CardContent>
          <h2 className="mb-5 text-lg font-semibold text-ink">What happens next?</h2>
          <ol className="flex flex-col gap-5">
            {NEXT_STEPS.map((step, index) => (
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
      <dl className="grid w-full grid-cols-3 gap-px overflow-hidden rounded-xl border border-line bg-line">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1 bg-surface px-3 py-5">
            <dt className="text-sm text-ink-muted">{stat.label}</dt>
            <dd className="text-2xl font-semibold text-ink">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <Button asChild size="lg" variant={user?.role === 'developer' ? 'secondary' : 'primary'}>
        {/* The spec sends this button to the login path; someone already signed in goes straight in. */}
        <Link to={user ? '/dashboard' : '/login'}>
          Access Your Dashboard
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Button>
      <p className="text-sm text-ink-muted">
        Questions? Our support team is here to help at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-accent hover:underline">
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    </div>
  );
}
