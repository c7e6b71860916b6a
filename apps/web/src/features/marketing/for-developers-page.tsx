import { Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import {
  ArrowRight,
  BadgeDollarSign,
  Briefcase,
  ClipboardCheck,
  Globe,
  GraduationCap,
  MessagesSquare,
  ShieldCheck,
  UserRoundPen,
  Users,
} from 'lucide-react';
import { type Translate, useT } from '@/lib/i18n';
import { FeatureGrid, MarketingBand, MarketingHero } from './marketing-hero';
import { formatPercent, useTopPercent } from './public-figures';

const processOf = (t: Translate) => [
  {
    icon: UserRoundPen,
    title: t('Create your profile'),
    text: t('Sign up and tell us about your skills, experience and the work you are proud of.'),
  },
  {
    icon: ClipboardCheck,
    title: t('Complete the assessment'),
    text: t('A practical technical assessment in your main stack, done on your own schedule.'),
  },
  {
    icon: MessagesSquare,
    title: t('Interview with us'),
    text: t('A conversation with a senior engineer about your projects, your choices and how you work.'),
  },
  {
    icon: Briefcase,
    title: t('Get matched once approved'),
    text: t('Approved developers are introduced to companies whose projects fit their skills.'),
  },
];

const benefitsOf = (t: Translate) => [
  {
    icon: BadgeDollarSign,
    title: t('Fair rates in US dollars'),
    text: t('Set your hourly rate and get paid reliably in USD; we handle invoicing and contracts.'),
  },
  {
    icon: Globe,
    title: t('Work with global teams'),
    text: t('Remote roles with companies in Europe, North America, Africa and Asia.'),
  },
  {
    icon: ShieldCheck,
    title: t('No bidding wars'),
    text: t('We introduce you to clients directly. You never race to the bottom on price.'),
  },
  {
    icon: GraduationCap,
    title: t('Grow your career'),
    text: t('Long-term projects, modern stacks and a community of engineers who passed the same vetting.'),
  },
  {
    icon: Users,
    title: t('A community of peers'),
    text: t('Meet other vetted developers in Kenya and India, share knowledge and referrals.'),
  },
  {
    icon: Briefcase,
    title: t('Projects that fit you'),
    text: t('Full-time, part-time or contract: you choose your availability.'),
  },
];

/** /for-developers (spec 001 §2): the application process and the benefits (#benefits). */
export function ForDevelopersPage() {
  const t = useT();
  const topPercent = useTopPercent();
  return (
    <>
      <MarketingHero
        eyebrow={t('For developers')}
        title={t("Work with the world's best companies, from Kenya or India")}
        description={
          topPercent === null
            ? t('Get vetted once, then get matched with long-term remote projects.')
            : t(
                'Join the top {percent} of developers who apply. Get vetted once, then get matched with long-term remote projects.',
                { percent: formatPercent(t.locale, topPercent) },
              )
        }
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/register">
                {t('Apply Now')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <a href="#benefits">{t('See the benefits')}</a>
            </Button>
          </>
        }
      />
      <MarketingBand
        slug="how-the-application-works"
        title={t('How the application works')}
        description={t('Four steps, and we keep you posted at every one.')}
      >
        <FeatureGrid items={processOf(t)} numbered columns={4} />
      </MarketingBand>
      <MarketingBand id="benefits" title={t('Benefits of joining Talanta')} className="bg-surface/40">
        <FeatureGrid items={benefitsOf(t)} />
      </MarketingBand>
      <section aria-labelledby="developers-cta-heading" className="px-4 py-16 text-center sm:px-6">
        <h2 id="developers-cta-heading" className="text-2xl font-semibold text-ink">
          {t('Ready to join?')}
        </h2>
        <p className="mt-2 text-ink-muted">{t('Applications take about ten minutes.')}</p>
        {/* A longer language's label wraps rather than run off a phone's screen. */}
        <Button asChild size="lg" wrap className="mt-6">
          <Link to="/register">{t('Apply as Tech Talent')}</Link>
        </Button>
      </section>
    </>
  );
}
