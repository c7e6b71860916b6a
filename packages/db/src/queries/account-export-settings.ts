import { sql } from 'kysely';
import type { Executor } from './executor';
import { VETTING_SUBMISSION_COLUMNS } from './vetting-review';

/**
 * The account's own records for the export: consents, sessions, API tokens, webhooks, notifications
 * and vetting submissions (matched by email: one may be sent without signing in).
 */
export async function findSettingsExport(db: Executor, userId: number, email: string) {
  const [consents, sessions, apiTokens, webhooks, notifications, vettingSubmissions] = await Promise.all([
    db
      .selectFrom('consents')
      .select(['document', 'version', 'acceptedAt', 'ip'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('authSessions')
      .select(['createdAt', 'expiresAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('apiTokens')
      .select(['name', 'scopes', 'createdAt', 'expiresAt', 'lastUsedAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('webhookEndpoints')
      .select(['id', 'url', 'events', 'description', 'enabled', 'disabledAt', 'disabledReason', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('notifications')
      .select(['type', 'title', 'message', 'link', 'isRead', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('vettingSubmissions')
      .select(VETTING_SUBMISSION_COLUMNS)
      .where(sql<boolean>`lower(email) = lower(${email})`)
      .execute(),
  ]);
  return { consents, sessions, apiTokens, webhooks, notifications, vettingSubmissions };
}
