import { type ReactNode, Suspense } from 'react';
import { usePageMeta } from '@/lib/page-meta';
import { FinalCta } from './final-cta';
import { Hero } from './hero';
import { HowItWorksSteps } from './how-it-works-steps';
import { SkillCategories } from './skill-categories';
import { Testimonials } from './testimonials';
import { TopDevelopers } from './top-developers';
import { TrustedByCarousel } from './trusted-by-carousel';
import { WhyChoose } from './why-choose';

/**
 * A section hydrated on its own. The page is prerendered (docs/decisions.md), and React hydrates
 * each Suspense boundary of server-rendered HTML as a separate piece of work, committed apart:
 * the landing page's thousand elements no longer hydrate in one commit that holds a phone's main
 * thread (the first one is the hero, so it responds first). Nothing here suspends, so a client
 * render draws exactly what it did.
 */
function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The sections after the hero, in the order of spec 000 §2. */
const SECTIONS_AFTER_HERO = [
  TrustedByCarousel,
  HowItWorksSteps,
  TopDevelopers,
  WhyChoose,
  SkillCategories,
  Testimonials,
  FinalCta,
];

/** The public landing page: its eight sections in the order of spec 000 §2. */
export function LandingPage() {
  usePageMeta(
    'Hire vetted Tech Talent from Kenya and India',
    'Hire the top 1-3% of vetted software developers from Kenya and India. AI-powered matching, introductions within 24 hours and a start within 48 hours.',
  );
  return (
    <>
      <Hero />
      {SECTIONS_AFTER_HERO.map((Section, index) => (
        // A fixed list: its order is its identity.
        <HydratedApart key={index}>
          <Section />
        </HydratedApart>
      ))}
    </>
  );
}
