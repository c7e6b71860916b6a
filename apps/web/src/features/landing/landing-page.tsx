import { Suspense, use } from 'react';
import { usePageMeta } from '@/lib/page-meta';
import { Hero } from './hero';
import { loadSectionsAfterHero } from './load-sections-after-hero';

function SectionsAfterHero() {
  const { SectionsAfterHero: Sections } = use(loadSectionsAfterHero());
  return <Sections />;
}

/**
 * The public landing page: its eight sections in the order of spec 000 §2. The route has loaded the
 * sections after the hero before it draws the page, except when React takes over the prerendered
 * page: their HTML is on screen then, and React leaves it as it is until their code has arrived.
 */
export function LandingPage() {
  usePageMeta(
    'Hire vetted Tech Talent from Kenya and India',
    'Hire the top 1-3% of vetted software developers from Kenya and India. AI-powered matching, introductions within 24 hours and a start within 48 hours.',
  );
  return (
    <>
      <Hero />
      <Suspense fallback={null}>
        <SectionsAfterHero />
      </Suspense>
    </>
  );
}
