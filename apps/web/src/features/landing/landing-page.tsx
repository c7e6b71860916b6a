import { lazyRouteComponent } from '@tanstack/react-router';
import { useT } from '@/lib/i18n';
import { SectionQueryBoundary } from '@/lib/query-boundary';
import { sectionChunk } from '@/lib/section-chunk';
import { Hero } from './hero';

/**
 * The sections after the hero, a chunk of their own that the route's loader loads before the page
 * is drawn (lazyRouteComponent draws a loaded one at once; a React.lazy would suspend first).
 */
export const SectionsAfterHero = lazyRouteComponent(
  sectionChunk(() => import('./sections-after-hero')),
  'SectionsAfterHero',
);

/**
 * The public landing page: its eight sections in the order of spec 000 §2. The route has loaded the
 * sections after the hero before it draws the page; hydrating, React leaves their HTML as the
 * server drew it until their code has arrived. If
 * it cannot be loaded, the hero stays and the rest of the page says so, with Retry.
 */
export function LandingPage() {
  const t = useT();
  return (
    <>
      <Hero />
      <SectionQueryBoundary
        loading={t('Loading the rest of the page')}
        failed={t('The rest of the page could not be loaded')}
        className="mx-4 my-12 sm:mx-6 md:mx-auto md:max-w-2xl"
        onRetry={() => void SectionsAfterHero.preload?.()}
      >
        <SectionsAfterHero />
      </SectionQueryBoundary>
    </>
  );
}
