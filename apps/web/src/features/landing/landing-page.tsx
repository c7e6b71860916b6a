import { use } from 'react';
import { SectionQueryBoundary } from '@/lib/query-boundary';
import { Hero } from './hero';
import { loadSectionsAfterHero } from './load-sections-after-hero';

/** The sections after the hero from their chunk: suspends until it has loaded, throws if it failed. */
function SectionsAfterHero() {
  const { SectionsAfterHero: Sections } = use(loadSectionsAfterHero());
  return <Sections />;
}

/**
 * The public landing page: its eight sections in the order of spec 000 §2. The route has loaded the
 * sections after the hero before it draws the page; hydrating, React leaves their HTML as the
 * server drew it until their code has arrived. If
 * it cannot be loaded, the hero stays and the rest of the page says so, with Retry.
 */
export function LandingPage() {
  return (
    <>
      <Hero />
      <SectionQueryBoundary
        loading="Loading the rest of the page"
        failed="The rest of the page could not be loaded"
        className="mx-4 my-12 sm:mx-6 md:mx-auto md:max-w-2xl"
        onRetry={loadSectionsAfterHero.forgetFailure}
      >
        <SectionsAfterHero />
      </SectionQueryBoundary>
    </>
  );
}
