export type { Kysely, Transaction } from 'kysely';
export {
  type CreateDbOptions,
  createDb,
  type DbDriver,
  type DbHandle,
  isDatabaseUnavailableError,
  isUniqueViolation,
  POOL_APPLICATION_NAME,
} from './create-db';
export { migrateToLatest, migrateToNone } from './migrate';
export * from './queries/admin';
export * from './queries/admin-developer';
export * from './queries/application-stats';
export * from './queries/applications';
export * from './queries/audit-log';
export * from './queries/auth-sessions';
export * from './queries/conversations';
export * from './queries/email-outbox';
export * from './queries/email-tokens';
export type { Executor } from './queries/executor';
export * from './queries/health';
export * from './queries/http-sessions';
export * from './queries/invitations';
export * from './queries/jobs';
export * from './queries/live-events';
export * from './queries/messages';
export * from './queries/notifications';
export * from './queries/onboarding';
export * from './queries/password-resets';
export * from './queries/profiles';
export * from './queries/rate-limits';
export * from './queries/super-admin';
export * from './queries/super-admin-change';
export * from './queries/talent';
export * from './queries/users';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, seedDemoData } from './seed/demo';
export type * from './types';
