import { VERIFIED_EXPLANATION, VERIFIED_MEANING } from '@talanta/schema';
import { Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight, BadgeCheck, ClipboardList, MapPin, Rocket, Users } from 'lucide-react';
import { type Translate, useT } from '@/lib/i18n';
import { FeatureGrid, MarketingBand, MarketingHero } from './marketing-hero';

const stepsOf = (t: Translate) => [
  {
    icon: ClipboardList,
    title: t('Share your requirements'),
    text: t(
      'Tell us about your project, the skills you need, your time zone and your budget in US dollars per hour.',
    ),
  },
  {
    icon: Users,
    title: t('Meet your matches within 24 hours'),
    text: t(
      'Our vetting team and AI-powered matching introduce you to vetted developers who fit your stack.',
    ),
  },
  {
    icon: Rocket,
    title: t('Start collaborating with a 2-week trial'),
    text: t(
      'Work together risk-free for two weeks. If it is not the right fit, you do not pay and we find someone else.',
    ),
  },
];

const regionsOf = (t: Translate) =>
  [
    {
      region: 'kenya',
      name: t('Kenya'),
      text: t(
        'Nairobi, Mombasa and Kisumu: a fintech and mobile-money powerhouse, in East Africa Time (UTC+3), a good overlap with Europe and the Middle East.',
      ),
    },
    {
      region: 'india',
      name: t('India'),
      text: t(
        'Bengaluru, Pune, Hyderabad and Chennai: deep benches in cloud, data and enterprise software, in India Standard Time (UTC+5:30).',
      ),
    },
  ] as const;

/** /how-it-works (spec 001 §2): the three steps and the two regions to hire in. */
export function HowItWorksPage() {
  const t = useT();
  return (
    <>
      <MarketingHero
        eyebrow={t('How it works')}
        title={t('Hire vetted developers in three simple steps')}
        description={t('From your first message to a developer shipping code takes days, not months.')}
        actions={
          <Button asChild size="lg">
            <Link to="/register" search={{ role: 'client' }}>
              {t('Start hiring')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Button>
        }
      />
      <MarketingBand
        slug="three-steps-to-your-next-developer"
        title={t('Three steps to your next developer')}
      >
        <FeatureGrid items={stepsOf(t)} numbered />
      </MarketingBand>
      <MarketingBand
        slug="hire-in-kenya-or-india"
        title={t('Hire in Kenya or India')}
        description={t('Choose where you would like to hire; you can always meet developers from both.')}
        className="bg-surface/40"
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {regionsOf(t).map((item) => (
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
                  {t('Hire Tech Talent in {country}', { country: item.name })}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </MarketingBand>
      <MarketingBand id="verified" title={t('What “Verified” means')} description={t.text(VERIFIED_MEANING)}>
        <div className="mx-auto flex max-w-2xl items-start gap-3 rounded-xl border border-line bg-surface p-6 shadow-card">
          <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-accent" />
          <p className="text-sm text-ink-muted">{t.text(VERIFIED_EXPLANATION)}</p>
        </div>
      </MarketingBand>
    </>
  );
}
