import type { RestRoute } from './route';
import { accountRoutes } from './routes/account';
import { apiTokenRoutes } from './routes/api-token';
import { applicationRoutes } from './routes/application';
import { authRoutes } from './routes/auth';
import { bankRoutes } from './routes/bank';
import { contractRoutes } from './routes/contract';
import { creditNoteRoutes } from './routes/credit-note';
import { dashboardRoutes } from './routes/dashboard';
import { emailOutboxRoutes } from './routes/email-outbox';
import { emailPreferenceRoutes } from './routes/email-preference';
import { interviewRoutes } from './routes/interview';
import { invoiceRoutes } from './routes/invoice';
import { jobRoutes } from './routes/job';
import { ledgerRoutes } from './routes/ledger';
import { messageRoutes } from './routes/message';
import { notificationRoutes } from './routes/notification';
import { offerRoutes } from './routes/offer';
import { openJobRoutes } from './routes/open-job';
import { payoutRoutes } from './routes/payout';
import { payoutMethodRoutes } from './routes/payout-method';
import { profileRoutes } from './routes/profile';
import { referenceRoutes } from './routes/reference';
import { reviewRoutes } from './routes/review';
import { savedRoutes } from './routes/saved';
import { sessionRoutes } from './routes/session';
import { statsRoutes } from './routes/stats';
import { superAdminRoutes } from './routes/super-admin';
import { talentRoutes } from './routes/talent';
import { timesheetRoutes } from './routes/timesheet';
import { twoFactorRoutes } from './routes/two-factor';
import { vettingRoutes } from './routes/vetting';
import { vettingAssessmentRoutes } from './routes/vetting-assessment';
import { vettingReviewRoutes } from './routes/vetting-review';
import { webhookRoutes } from './routes/webhook';

export type { HttpMethod, RestRoute } from './route';

/** Every documented /api path; each domain keeps its rows in rest/routes/<domain>.ts. */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...jobRoutes,
  ...openJobRoutes,
  ...applicationRoutes,
  ...interviewRoutes,
  ...offerRoutes,
  ...contractRoutes,
  ...reviewRoutes,

  ...timesheetRoutes,

  ...invoiceRoutes,
  ...bankRoutes,
  ...payoutMethodRoutes,
  ...payoutRoutes,
  ...creditNoteRoutes,
  ...ledgerRoutes,
  ...dashboardRoutes,
  ...messageRoutes,
  ...notificationRoutes,
  ...profileRoutes,
  ...talentRoutes,
  ...vettingRoutes,
  ...vettingReviewRoutes,
  ...vettingAssessmentRoutes,
  ...referenceRoutes,
  ...superAdminRoutes,
  ...apiTokenRoutes,
  ...webhookRoutes,
  ...savedRoutes,
  ...emailPreferenceRoutes,
  ...emailOutboxRoutes,
  ...accountRoutes,
  ...twoFactorRoutes,
  ...sessionRoutes,
  ...statsRoutes,
];
