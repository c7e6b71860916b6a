import { APPLICATIONS_TO_KILIMA_SHAMBA } from './applications-kilima-shamba';
import { APPLICATIONS_TO_OTHER_CLIENTS } from './applications-other-clients';
import type { DemoJobApplication } from './job-application-type';

export const DEMO_JOB_APPLICATIONS: readonly DemoJobApplication[] = [
  ...APPLICATIONS_TO_KILIMA_SHAMBA,
  ...APPLICATIONS_TO_OTHER_CLIENTS,
];
