import { BRIGHTPATH_AROGYA_JOBS } from './jobs-brightpath-arogya';
import { KILIMA_SHAMBA_JOBS } from './jobs-kilima-shamba';
import { SPREEKANAL_HARBOR_JOBS } from './jobs-spreekanal-harbor';

// Every category and experience level appears, and the fixed-price jobs put a maximum budget in each
// budget band, on both sides of the shared 5,000 and 10,000 boundaries.
export const DEMO_JOBS = [
  ...KILIMA_SHAMBA_JOBS,
  ...BRIGHTPATH_AROGYA_JOBS,
  ...SPREEKANAL_HARBOR_JOBS,
] as const;

export type DemoJobKey = (typeof DEMO_JOBS)[number]['key'];
