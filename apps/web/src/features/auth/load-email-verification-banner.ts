import { trackedImport } from '@/lib/tracked-import';

/**
 * The verification reminder's chunk: only a signed-in person whose address is not verified yet
 * loads it, and start.tsx loads it for them before the first screen is drawn.
 */
export const loadEmailVerificationBanner = trackedImport(() =>
  // Without its code the screen still shows, only without the reminder (the account page says it too).
  import('./email-verification-banner').catch(() => ({ EmailVerificationBanner: () => null })),
);
