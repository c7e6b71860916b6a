import { Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight, BadgeCheck, Clock, FileSignature, ShieldCheck } from 'lucide-react';
import { TestimonialList, useTestimonials } from '@/features/landing/testimonials';
import { type Translate, useT } from '@/lib/i18n';
import { FeatureGrid, MarketingBand, MarketingHero } from './marketing-hero';
import { formatPercent, useTopPercent } from './public-figures';

/** The first benefit's claim follows the measured acceptance rate (docs/public-figures.md). */
const benefitsFor = (topPercent: string | null, t: Translate) => [
  {
    icon: BadgeCheck,
    title: topPercent === null ? t('Vetted talent') : t('Top {percent} talent', { percent: topPercent }),
    text: t('Every developer passed our technical assessment and interviews before you meet them.'),
  },
  {
    icon: Clock,
    title: t('Matched within 24 hours'),
    text: t('Share your requirements and meet hand-picked developers the next day.'),
  },
  {
    icon: ShieldCheck,
    title: t('Risk-free 2-week trial'),
    text: t('Work together for two weeks. Not the right fit? You do not pay.'),
  },
  {
    icon: FileSignature,
    title: t('Contracts and payments handled'),
    text: t('One invoice in US dollars; we take care of contracts and paying your developer.'),
  },
];

/** /for-businesses (spec 001 §2): the claims, the benefits (#benefits) and success stories. */
export function ForBusinessesPage() {
  const t = useT();
  const top = useTopPercent();
  const topPercent = top === null ? null : formatPercent(t.locale, top);
  const stories = useTestimonials().slice(0, 3);
  return (
    <>
      <MarketingHero
        eyebrow={t('For businesses')}
        title={
          topPercent === null
            ? t('Hire vetted Tech Talent from Kenya and India')
            : t('Hire the top {percent} of Tech Talent from Kenya and India', { percent: topPercent })
        }
        description={t(
          'Senior developers matched to your project within 24 hours, with a risk-free 2-week trial.',
        )}
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/register" search={{ role: 'client' }}>
                {t('Hire Tech Talent')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <a href="#benefits">{t('Why Talanta')}</a>
            </Button>
          </>
        }
      />
      <MarketingBand id="benefits" title={t('Benefits for your business')}>
        <FeatureGrid items={benefitsFor(topPercent, t)} columns={4} />
      </MarketingBand>
      {stories.length > 0 && (
        <MarketingBand slug="success-stories" title={t('Success stories')} className="bg-surface/40">
          <TestimonialList testimonials={stories} />
        </MarketingBand>
      )}
    </>
  );
}
