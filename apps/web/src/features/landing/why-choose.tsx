import { BadgeCheck, BrainCircuit, Clock, FileSignature, Timer, TrendingUp } from 'lucide-react';
import { LandingSection } from './landing-section';

/** The marketing claims of spec 000 §1, as stated there. */
const REASONS = [
  {
    icon: BadgeCheck,
    title: 'Only the top 1–3%',
    text: 'Developers from Kenya and India pass technical assessments, interviews and reference checks.',
  },
  {
    icon: BrainCircuit,
    title: 'AI-powered matching',
    text: 'We match your stack, time zone and budget to the developers most likely to succeed with you.',
  },
  {
    icon: Clock,
    title: 'Introductions within 24 hours',
    text: 'Share your project today and meet your first matches tomorrow.',
  },
  {
    icon: Timer,
    title: 'Start within 48 hours',
    text: '93% of businesses find their developer within a week, and most start coding within two days.',
  },
  {
    icon: TrendingUp,
    title: '98% success rate',
    text: 'More than 500 companies have hired through us, and nearly all of them would do it again.',
  },
  {
    icon: FileSignature,
    title: 'Contracts and payments handled',
    text: 'We take care of agreements, invoicing and paying your developer, in US dollars per hour.',
  },
] as const;

/** Section 5: why businesses choose Talanta. */
export function WhyChoose() {
  return (
    <LandingSection
      id="why-choose"
      eyebrow="Why Talanta"
      title="Why companies choose Talanta"
      description="Senior engineering talent at fair rates, without the risk."
      className="bg-surface/40"
    >
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {REASONS.map((reason) => (
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
