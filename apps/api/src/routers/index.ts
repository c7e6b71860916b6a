import { router } from '../trpc/init';
import { accountRouter } from './account/router';
import { apiTokenRouter } from './api-token/router';
import { applicationRouter } from './application/router';
import { authRouter } from './auth/router';
import { bankStatementRouter } from './bank-statement/router';
import { bankTransactionRouter } from './bank-transaction/router';
import { contractRouter } from './contract/router';
import { creditNoteRouter } from './credit-note/router';
import { dashboardRouter } from './dashboard/router';
import { emailOutboxRouter } from './email-outbox/router';
import { emailPreferenceRouter } from './email-preference/router';
import { i18nRouter } from './i18n/router';
import { interviewRouter } from './interview/router';
import { invoiceRouter } from './invoice/router';
import { jobRouter } from './job/router';
import { ledgerRouter } from './ledger/router';
import { liveRouter } from './live/router';
import { messageRouter } from './message/router';
import { notificationRouter } from './notification/router';
import { offerRouter } from './offer/router';
import { openJobRouter } from './open-job/router';
import { payoutRouter } from './payout/router';
import { payoutBatchRouter } from './payout-batch/router';
import { payoutMethodRouter } from './payout-method/router';
import { profileRouter } from './profile/router';
import { referenceRouter } from './reference/router';
import { reviewRouter } from './review/router';
import { savedJobRouter } from './saved-job/router';
import { savedSearchRouter } from './saved-search/router';
import { sessionRouter } from './session/router';
import { shortlistRouter } from './shortlist/router';
import { statsRouter } from './stats/router';
import { superAdminRouter } from './super-admin/router';
import { talentRouter } from './talent/router';
import { timesheetRouter } from './timesheet/router';
import { twoFactorRouter } from './two-factor/router';
import { vettingRouter } from './vetting/router';
import { webhookRouter } from './webhook/router';

/** One key per domain, singular; each key is its folder, each procedure key its file. */
export const appRouter = router({
  auth: authRouter,
  i18n: i18nRouter,
  job: jobRouter,
  openJob: openJobRouter,
  application: applicationRouter,
  dashboard: dashboardRouter,
  live: liveRouter,
  message: messageRouter,
  notification: notificationRouter,
  profile: profileRouter,
  talent: talentRouter,
  vetting: vettingRouter,
  reference: referenceRouter,
  superAdmin: superAdminRouter,
  interview: interviewRouter,
  offer: offerRouter,
  contract: contractRouter,
  review: reviewRouter,

  timesheet: timesheetRouter,

  invoice: invoiceRouter,
  bankStatement: bankStatementRouter,
  bankTransaction: bankTransactionRouter,
  payoutMethod: payoutMethodRouter,
  payoutBatch: payoutBatchRouter,
  payout: payoutRouter,
  creditNote: creditNoteRouter,
  ledger: ledgerRouter,
  apiToken: apiTokenRouter,
  webhook: webhookRouter,
  shortlist: shortlistRouter,
  savedJob: savedJobRouter,
  savedSearch: savedSearchRouter,
  emailPreference: emailPreferenceRouter,
  emailOutbox: emailOutboxRouter,
  account: accountRouter,
  twoFactor: twoFactorRouter,
  session: sessionRouter,
  stats: statsRouter,
});

export type AppRouter = typeof appRouter;
