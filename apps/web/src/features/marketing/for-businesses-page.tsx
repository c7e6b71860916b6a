import { Avatar, Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight, BadgeCheck, Clock, FileSignature, ShieldCheck } from 'lucide-react';
import { StarRating } from '@/features/landing/star-rating';
import { TESTIMONIALS } from '@/features/landing/testimonials-data';
import { FeatureGrid, MarketingBand, MarketingHero } from './marketing-hero';

const BENEFITS = [
  {
    icon: BadgeCheck,
    title: 'Top 3% talent',
    text: 'Every developer passed our technical assessment and interviews before you meet them.',
  },
  {
    icon: Clock,
    title: 'Matched within 24 hours',
    text: 'Share your requirements and meet hand-picked developers the next day.',
  },
  {
    icon: ShieldCheck,
    title: 'Risk-free 2-week trial',
    text: 'Work together for two weeks. Not the right fit? You do not pay.',
  },
  {
    icon: FileSignature,
    title: 'Contracts and payments handled',
    text: 'One invoice in US dollars; we take care of contracts and paying your developer.',
  },
] as const;

/** /for-businesses (spec 001 §2): the claims, the benefits (#benefits) and success stories. */
export function ForBusinessesPage() {
  return (
    <>
      <MarketingHero
        eyebrow="For businesses"
        title="Hire the top 3% of Tech Talent from Kenya and India"
        description="Senior developers matched to your project within 24 hours, with a risk-free 2-week trial."
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/register" search={{ role: 'client' }}>
                Hire Tech Talent
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <a href="#benefits">Why Talanta</a>
            </Button>
          </>
        }
      />
      <MarketingBand id="benefits" title="Benefits for your business">
        <FeatureGrid items={BENEFITS} columns={4} />
      </MarketingBand>
      <MarketingBand title="Success stories" className="bg-surface/40">
        <ul className="grid gap-4 md:grid-cols-3">
          {TESTIMONIALS.slice(0, 3).map((story) => (
            <li key={story.id}>
              <figure className="flex h-full flex-col gap-4 rounded-xl border border-line bg-surface p-6 shadow-card">
                <StarRating rating={story.rating} />
                <blockquote className="flex-1 text-ink">{story.quote}</blockquote>
                <figcaption className="flex items-center gap-3">
                  <Avatar name={story.author.name} imageUrl={story.author.avatar} size="sm" />
                  <span className="text-sm text-ink-muted">
                    <span className="font-semibold text-ink">{story.author.name}</span>, {story.author.role},{' '}
                    {story.author.company}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </MarketingBand>
    </>
  );
}
