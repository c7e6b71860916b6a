export type { Kysely, Transaction } from 'kysely';
export type * from './bank-types';
export type * from './billing-types';
export type * from './contract-types';
export {
  type CreateDbOptions,
  createDb,
  type DbDriver,
  type DbHandle,
  isDatabaseUnavailableError,
  isUniqueViolation,
  POOL_APPLICATION_NAME,
  type PoolStats,
} from './create-db';
export type * from './interview-types';
export type * from './introduction-types';
export type * from './job-types';
export type * from './ledger-types';
export {
  findPendingMigrations,
  migrateDownOne,
  migrateDownThrough,
  migrateToLatest,
  migrateToNone,
} from './migrate';
export type * from './payout-types';
export * from './queries/account-deletion';
export * from './queries/account-export';
export * from './queries/admin-developer';
export * from './queries/api-token';
export * from './queries/application';
export * from './queries/application-stats';
export * from './queries/application-status';
export * from './queries/audit-log';
export * from './queries/auth-session';
export * from './queries/bank-statement';
export * from './queries/cache-signal';
export * from './queries/capped-count';
export * from './queries/contract';
export * from './queries/conversation';
export * from './queries/credit-note';
export * from './queries/developer-background';
export * from './queries/developer-resume';
export * from './queries/email-digest';
export * from './queries/email-outbox';
export * from './queries/email-preference';
export * from './queries/email-token';
export type { Executor } from './queries/executor';
export * from './queries/health';
export * from './queries/http-session';
export * from './queries/idempotency-key';
export * from './queries/interview';
export * from './queries/invitation';
export * from './queries/invoice';
export * from './queries/invoice-generation';
export * from './queries/invoice-sums';
export * from './queries/job';
export * from './queries/job-introduction';
export * from './queries/job-invitation';
export * from './queries/job-update';
export * from './queries/jobs';
export * from './queries/ledger';
export * from './queries/live-credential';
export * from './queries/live-event';
export * from './queries/match';
export * from './queries/message';
export * from './queries/message-email';
export * from './queries/notification';
export * from './queries/offer';
export * from './queries/open-job';
export * from './queries/password-reset';
export * from './queries/payment';
export * from './queries/payout';
export * from './queries/payout-method';
export * from './queries/profile';
export * from './queries/public-stats';
export * from './queries/rate-limit';
export * from './queries/review';
export * from './queries/saved-job';
export * from './queries/saved-search';
export * from './queries/saved-search-alert';
export * from './queries/shortlist';
export * from './queries/sitemap';
export * from './queries/super-admin';
export * from './queries/super-admin-change';
export * from './queries/talent';
export * from './queries/timesheet';
export * from './queries/two-factor';
export * from './queries/user';
export * from './queries/vetting';
export * from './queries/vetting-assessment';
export * from './queries/vetting-reference';
export * from './queries/vetting-review';
export * from './queries/vetting-scorecard';
export * from './queries/vetting-stage';
export * from './queries/webhook';
export * from './queries/webhook-delivery';
export type * from './saved-types';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, seedDemoData } from './seed/demo';
export type * from './two-factor-types';
export type * from './types';
export type * from './webhook-types';
