import { VERIFIED_EXPLANATION, VERIFIED_MEANING } from '@talanta/schema';
import { Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight, BadgeCheck, ClipboardList, MapPin, Rocket, Users } from 'lucide-react';
import { FeatureGrid, MarketingBand, MarketingHero } from './marketing-hero';

const STEPS = [
  {
    icon: ClipboardList,
    title: 'Share your requirements',
    text: 'Tell us about your project, the skills you need, your time zone and your budget in US dollars per hour.',
  },
  {
    icon: Users,
    title: 'Meet your matches within 24 hours',
    text: 'Our vetting team and AI-powered matching introduce you to vetted developers who fit your stack.',
  },
  {
    icon: Rocket,
    title: 'Start collaborating with a 2-week trial',
    text: 'Work together risk-free for two weeks. If it is not the right fit, you do not pay and we find someone else.',
  },
] as const;

const REGIONS = [
  {
    region: 'kenya',
    name: 'Kenya',
    text: 'Nairobi, Mombasa and Kisumu: a fintech and mobile-money powerhouse, in East Africa Time (UTC+3), a good overlap with Europe and the Middle East.',
  },
  {
    region: 'india',
    name: 'India',
    text: 'Bengaluru, Pune, Hyderabad and Chennai: deep benches in cloud, data and enterprise software, in India Standard Time (UTC+5:30).',
  },
] as const;

/** /how-it-works (spec 001 §2): the three steps and the two regions to hire in. */
export function HowItWorksPage() {
  return (
    <>
      <MarketingHero
        eyebrow="How it works"
        title="Hire vetted developers in three simple steps"
        description="From your first message to a developer shipping code takes days, not months."
        actions={
          <Button asChild size="lg">
            <Link to="/register" search={{ role: 'client' }}>
              Start hiring
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Button>
        }
      />
      <MarketingBand title="Three steps to your next developer">
        <FeatureGrid items={STEPS} numbered />
      </MarketingBand>
      <MarketingBand
        title="Hire in Kenya or India"
        description="Choose where you would like to hire; you can always meet developers from both."
        className="bg-surface/40"
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {REGIONS.map((item) => (
            <li
              key={item.region}
              className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-6 shadow-card"
            >
              <span className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent">
                  <MapPin aria-hidden="true" className="size-5" />
                </span>
                <h3 className="text-xl font-semibold text-ink">{item.name}</h3>
              </span>
              <p className="text-sm text-ink-muted">{item.text}</p>
              <Button asChild variant="outline" className="mt-auto self-start">
                <Link to="/register" search={{ role: 'client', region: item.region }}>
                  Hire Tech Talent in {item.name}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </MarketingBand>
      <MarketingBand id="verified" title="What “Verified” means" description={VERIFIED_MEANING}>
        <div className="mx-auto flex max-w-2xl items-start gap-3 rounded-xl border border-line bg-surface p-6 shadow-card">
          <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-accent" />
          <p className="text-sm text-ink-muted">{VERIFIED_EXPLANATION}</p>
        </div>
      </MarketingBand>
    </>
  );
}
