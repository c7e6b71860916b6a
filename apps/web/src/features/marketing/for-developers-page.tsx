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
import { FeatureGrid, MarketingBand, MarketingHero } from './marketing-hero';
import { useTopPercent } from './public-figures';

const PROCESS = [
  {
    icon: UserRoundPen,
    title: 'Create your profile',
    text: 'Sign up and tell us about your skills, experience and the work you are proud of.',
  },
  {
    icon: ClipboardCheck,
    title: 'Complete the assessment',
    text: 'A practical technical assessment in your main stack, done on your own schedule.',
  },
  {
    icon: MessagesSquare,
    title: 'Interview with us',
    text: 'A conversation with a senior engineer about your projects, your choices and how you work.',
  },
  {
    icon: Briefcase,
    title: 'Get matched once approved',
    text: 'Approved developers are introduced to companies whose projects fit their skills.',
  },
] as const;

const BENEFITS = [
  {
    icon: BadgeDollarSign,
    title: 'Fair rates in US dollars',
    text: 'Set your hourly rate and get paid reliably in USD; we handle invoicing and contracts.',
  },
  {
    icon: Globe,
    title: 'Work with global teams',
    text: 'Remote roles with companies in Europe, North America, Africa and Asia.',
  },
  {
    icon: ShieldCheck,
    title: 'No bidding wars',
    text: 'We introduce you to clients directly. You never race to the bottom on price.',
  },
  {
    icon: GraduationCap,
    title: 'Grow your career',
    text: 'Long-term projects, modern stacks and a community of engineers who passed the same vetting.',
  },
  {
    icon: Users,
    title: 'A community of peers',
    text: 'Meet other vetted developers in Kenya and India, share knowledge and referrals.',
  },
  {
    icon: Briefcase,
    title: 'Projects that fit you',
    text: 'Full-time, part-time or contract: you choose your availability.',
  },
] as const;

/** /for-developers (spec 001 §2): the application process and the benefits (#benefits). */
export function ForDevelopersPage() {
  const topPercent = useTopPercent();
  return (
    <>
      <MarketingHero
        eyebrow="For developers"
        title="Work with the world's best companies, from Kenya or India"
        description={
          topPercent === null
            ? 'Get vetted once, then get matched with long-term remote projects.'
            : `Join the top ${topPercent}% of developers who apply. Get vetted once, then get matched with long-term remote projects.`
        }
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/register">
                Apply Now
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <a href="#benefits">See the benefits</a>
            </Button>
          </>
        }
      />
      <MarketingBand
        title="How the application works"
        description="Four steps, and we keep you posted at every one."
      >
        <FeatureGrid items={PROCESS} numbered columns={4} />
      </MarketingBand>
      <MarketingBand id="benefits" title="Benefits of joining Talanta" className="bg-surface/40">
        <FeatureGrid items={BENEFITS} />
      </MarketingBand>
      <section aria-labelledby="developers-cta-heading" className="px-4 py-16 text-center sm:px-6">
        <h2 id="developers-cta-heading" className="text-2xl font-semibold text-ink">
          Ready to join?
        </h2>
        <p className="mt-2 text-ink-muted">Applications take about ten minutes.</p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/register">Apply as Tech Talent</Link>
        </Button>
      </section>
    </>
  );
}
