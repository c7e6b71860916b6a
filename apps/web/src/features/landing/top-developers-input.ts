import { LIMITS } from '@talanta/schema';

/** The landing page's request for top developers: the route starts it, the section reads it. */
export const TOP_DEVELOPERS_INPUT = { limit: LIMITS.topDevelopersDefault };
