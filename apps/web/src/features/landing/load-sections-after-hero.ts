import { trackedImport } from '@/lib/tracked-import';

/** The landing page's sections after the hero (sections-after-hero.tsx), loaded once. */
export const loadSectionsAfterHero = trackedImport(() => import('./sections-after-hero'));
