import { trackedImport } from '@/lib/tracked-import';

/**
 * The reviews cards (profile-reviews.tsx), loaded once. Job Details asks for them beside the job's
 * data: they sit beside the job, below it on a phone, so the first screen does not carry them.
 */
export const loadProfileReviews = trackedImport(() => import('./profile-reviews'));
