import type { TShownPublicFigures } from '@talanta/schema';
import {
  BadgeCheck,
  BrainCircuit,
  Clock,
  FileSignature,
  type LucideIcon,
  Timer,
  TrendingUp,
} from 'lucide-react';
import { formatPercent, formatRating, usePublicFigures } from '@/features/marketing/public-figures';
import { type Translate, useT } from '@/lib/i18n';
import { LandingSection } from './landing-section';

interface Reason {
  icon: LucideIcon;
  title: string;
  text: string;
}

/**
 * Why businesses choose Talanta (spec 000 §1's claims; issue 40): the promises the product keeps,
 * each figure from the database, and a claim whose figure is below its floor worded without one.
 */
function reasonsFor(figures: TShownPublicFigures, t: Translate): Reason[] {
  const { locale } = t;
  const rating = figures.averageRating;
  const topPercent = figures.topPercent === null ? null : formatPercent(locale, figures.topPercent);
  return [
    {
      icon: BadgeCheck,
      title:
        topPercent === null
          ? t('Vetted before you meet them')
          : t('Only the top {percent}', { percent: topPercent }),
      text:
        topPercent === null
          ? t('Developers from Kenya and India pass technical assessments, interviews and reference checks.')
          : t(
              'We accept {percent} of the developers who apply, after technical assessments, interviews and reference checks.',
              { percent: topPercent },
            ),
    },
    {
      icon: BrainCircuit,
      title: t('AI-powered matching'),
      text: t('We match your stack, time zone and budget to the developers most likely to succeed with you.'),
    },
    {
      icon: Clock,
      title: t('Introductions within 24 hours'),
      text:
        figures.introducedWithin24HoursPercent === null
          ? t(
              'Share your project today: your strongest matches are introduced to you, and our team steps in when a job has none.',
            )
          : t('{percent} of the jobs posted in the last 30 days met their matches within 24 hours.', {
              percent: formatPercent(locale, figures.introducedWithin24HoursPercent),
            }),
    },
    {
      icon: Timer,
      title: t('Hire when you are ready'),
      text:
        figures.medianDaysToHire === null
          ? t('Interview, agree the terms and start: offers and contracts happen on the platform.')
          : t(
              'The median job reaches a signed contract {days, plural, one {# day} other {# days}} after it is posted.',
              { days: figures.medianDaysToHire },
            ),
    },
    {
      icon: TrendingUp,
      title:
        rating === null
          ? t('Reviewed after every contract')
          : t('Rated {rating} out of 5', { rating: formatRating(locale, rating.rating) }),
      text:
        rating === null
          ? t('Clients and developers review each other when a contract ends, and the reviews are public.')
          : t(
              'The average of {reviews, plural, one {# review} other {# reviews}} clients wrote of their developers when a contract ended.',
              { reviews: rating.reviews },
            ),
    },
    {
      icon: FileSignature,
      title: t('Contracts and payments handled'),
      text: t('We take care of agreements, invoicing and paying your developer, in US dollars per hour.'),
    },
  ];
}

/** Section 5: why businesses choose Talanta. */
export function WhyChoose() {
  const t = useT();
  const reasons = reasonsFor(usePublicFigures(), t);
  return (
    <LandingSection
      id="why-choose"
      eyebrow={t('Why Talanta')}
      title={t('Why companies choose Talanta')}
      description={t('Senior engineering talent at fair rates, without the risk.')}
      className="bg-surface/40"
    >
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((reason) => (
          <li
            key={reason.title}
            className="flex gap-4 rounded-xl border border-line bg-surface p-6 shadow-card"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent">
              <reason.icon aria-hidden="true" className="size-5" />
            </span>
            <span className="flex flex-col gap-1.5">
              <h3 className="font-semibold text-ink">{reason.title}</h3>
              <p className="text-sm text-ink-muted">{reason.text}</p>
            </span>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
