import { usePageMeta } from '@/lib/page-meta';
import { FinalCta } from './final-cta';
import { Hero } from './hero';
import { HowItWorksSteps } from './how-it-works-steps';
import { SkillCategories } from './skill-categories';
import { Testimonials } from './testimonials';
import { TopDevelopers } from './top-developers';
import { TrustedByCarousel } from './trusted-by-carousel';
import { WhyChoose } from './why-choose';

/** The public landing page: its eight sections in the order of spec 000 §2. */
export function LandingPage() {
  usePageMeta(
    'Hire vetted Tech Talent from Kenya and India',
    'Hire the top 1-3% of vetted software developers from Kenya and India. AI-powered matching, introductions within 24 hours and a start within 48 hours.',
  );
  return (
    <>
      <Hero />
      <TrustedByCarousel />
      <HowItWorksSteps />
      <TopDevelopers />
      <WhyChoose />
      <SkillCategories />
      <Testimonials />
      <FinalCta />
    </>
  );
}
