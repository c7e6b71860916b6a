import { Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight, BadgeCheck, Clock, FileSignature, ShieldCheck } from 'lucide-react';
import { TestimonialList, useTestimonials } from '@/features/landing/testimonials';
import { FeatureGrid, MarketingBand, MarketingHero } from './marketing-hero';
import { useTopPercent } from './public-figures';

/** The first benefit's claim follows the measured acceptance rate (docs/public-figures.md). */
const benefitsFor = (topPercent: number | null) => [
  {
    icon: BadgeCheck,
    title: topPercent === null ? 'Vetted talent' : `Top ${topPercent}% talent`,
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
];

/** /for-businesses (spec 001 §2): the claims, the benefits (#benefits) and success stories. */
export function ForBusinessesPage() {
  const topPercent = useTopPercent();
  const stories = useTestimonials().slice(0, 3);
  return (
    <>
      <MarketingHero
        eyebrow="For businesses"
        title={
          topPercent === null
            ? 'Hire vetted Tech Talent from Kenya and India'
            : `Hire the top ${topPercent}% of Tech Talent from Kenya and India`
        }
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
        <FeatureGrid items={benefitsFor(topPercent)} columns={4} />
      </MarketingBand>
      {stories.length > 0 && (
        <MarketingBand title="Success stories" className="bg-surface/40">
          <TestimonialList testimonials={stories} />
        </MarketingBand>
      )}
    </>
  );
}
