import { groupThousands, type TShownPublicFigures } from '@talanta/schema';
import {
  BadgeCheck,
  BrainCircuit,
  Clock,
  FileSignature,
  type LucideIcon,
  Timer,
  TrendingUp,
} from 'lucide-react';
import { daysText, usePublicFigures } from '@/features/marketing/public-figures';
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
function reasonsFor(figures: TShownPublicFigures): Reason[] {
  const rating = figures.averageRating;
  return [
    {
      icon: BadgeCheck,
      title:
        figures.topPercent === null ? 'Vetted before you meet them' : `Only the top ${figures.topPercent}%`,
      text:
        figures.topPercent === null
          ? 'Developers from Kenya and India pass technical assessments, interviews and reference checks.'
          : `We accept ${figures.topPercent}% of the developers who apply, after technical assessments, interviews and reference checks.`,
    },
    {
      icon: BrainCircuit,
      title: 'AI-powered matching',
      text: 'We match your stack, time zone and budget to the developers most likely to succeed with you.',
    },
    {
      icon: Clock,
      title: 'Introductions within 24 hours',
      text:
        figures.introducedWithin24HoursPercent === null
          ? 'Share your project today: your strongest matches are introduced to you, and our team steps in when a job has none.'
          : `${figures.introducedWithin24HoursPercent}% of the jobs posted in the last 30 days met their matches within 24 hours.`,
    },
    {
      icon: Timer,
      title: 'Hire when you are ready',
      text:
        figures.medianDaysToHire === null
          ? 'Interview, agree the terms and start: offers and contracts happen on the platform.'
          : `The median job reaches a signed contract ${daysText(figures.medianDaysToHire)} after it is posted.`,
    },
    {
      icon: TrendingUp,
      title: rating === null ? 'Reviewed after every contract' : `Rated ${rating.rating.toFixed(1)} out of 5`,
      text:
        rating === null
          ? 'Clients and developers review each other when a contract ends, and the reviews are public.'
          : `The average of ${groupThousands(rating.reviews)} reviews clients wrote of their developers when a contract ended.`,
    },
    {
      icon: FileSignature,
      title: 'Contracts and payments handled',
      text: 'We take care of agreements, invoicing and paying your developer, in US dollars per hour.',
    },
  ];
}

/** Section 5: why businesses choose Talanta. */
export function WhyChoose() {
  const reasons = reasonsFor(usePublicFigures());
  return (
    <LandingSection
      id="why-choose"
      eyebrow="Why Talanta"
      title="Why companies choose Talanta"
      description="Senior engineering talent at fair rates, without the risk."
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
