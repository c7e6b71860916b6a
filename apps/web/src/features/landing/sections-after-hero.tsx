import { type ReactNode, Suspense } from 'react';
import { FinalCta } from './final-cta';
import { HowItWorksSteps } from './how-it-works-steps';
import { SkillCategories } from './skill-categories';
import { Testimonials } from './testimonials';
import { TopDevelopers } from './top-developers';
import { TrustedByCarousel } from './trusted-by-carousel';
import { WhyChoose } from './why-choose';

/**
 * A section hydrated on its own. The page is drawn by the server (ADR 0016, 0414), and React hydrates
 * each Suspense boundary of server-rendered HTML as a separate piece of work, committed apart:
 * the landing page's thousand elements no longer hydrate in one commit that holds a phone's main
 * thread. Nothing here suspends, so a client render draws exactly what it did.
 */
function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The sections after the hero, in the order of spec 000 §2. */
const SECTIONS = [
  TrustedByCarousel,
  HowItWorksSteps,
  TopDevelopers,
  WhyChoose,
  SkillCategories,
  Testimonials,
  FinalCta,
];

/**
 * The landing page below its hero, a chunk of its own (load-sections-after-hero.ts): a visitor's
 * first load brings the hero's code only, and these sections, already on screen as the server
 * drew them, come to life when theirs arrives.
 */
export function SectionsAfterHero() {
  return SECTIONS.map((Section, index) => (
    // A fixed list: its order is its identity.
    <HydratedApart key={index}>
      <Section />
    </HydratedApart>
  ));
}
