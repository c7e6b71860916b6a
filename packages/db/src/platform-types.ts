import type { ColumnType, Generated } from 'kysely';
import type { Json, NullableTimestamp, Timestamp } from './column-types';
import type { EmailAttachment } from './interview-types';

/** Sign-in, email, live-event, audit and invitation tables, kept beside types.ts so it stays small. */

export interface PasswordResetTokensTable {
  tokenHash: string;
  userId: number;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: Generated<Date>;
}

export type EmailTokenPurpose = 'verify-email' | 'undo-email-change';

/** Single-use emailed tokens: `email` is the address to verify, or the old one an undo restores. */
export interface EmailTokensTable {
  tokenHash: string;
  userId: number;
  purpose: EmailTokenPurpose;
  email: string;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: Generated<Date>;
}

/** One fixed-window counter of auth attempts (key names the limit, e.g. "ip:1.2.3.4"). */
export interface AuthRateLimitsTable {
  key: string;
  hits: number;
  resetsAt: Timestamp;
}

/** A forgot-password request waiting to be worked on (after its answer was sent). */
export interface PasswordResetRequestsTable {
  id: Generated<number>;
  email: string;
  linkOrigin: string;
  createdAt: Generated<Date>;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  bodyText: string;
  attempts: Generated<number>;
  lastError: string | null;
  sentAt: NullableTimestamp;
  createdAt: Generated<Date>;
  /** Not tried before this: the claim's lease while a sender holds it, the backoff after a failure. */
  nextAttemptAt: Generated<Date>;
  attachments: ColumnType<EmailAttachment[] | null, string | null | undefined, string | null>;
  /** The HTML part (null on rows queued before migration 0018). */
  bodyHtml: Generated<string | null>;
  /** One of EMAIL_KINDS (packages/schema); `security` when not given. */
  kind: Generated<string>;
  /** The account the email is for; null for addresses without one. */
  userId: Generated<number | null>;
  /** The one-click unsubscribe URL (List-Unsubscribe); null on emails that are always sent. */
  listUnsubscribeUrl: Generated<string | null>;
}

/** A changed email preference (migration 0018); no row means email on, no digest. */
export interface EmailPreferencesTable {
  userId: number;
  kind: string;
  emailEnabled: boolean;
  digest: 'off' | 'daily' | 'weekly';
  updatedAt: Generated<Date>;
}

/** When a conversation's unread messages were last emailed to one participant (migration 0018). */
export interface MessageEmailRunsTable {
  conversationId: number;
  userId: number;
  lastSentAt: Timestamp;
  lastMessageId: number;
}

/** An email held for its recipient's daily or weekly digest (migration 0025). */
export interface EmailDigestItemsTable {
  /** bigserial, read as a number (create-db.ts parses int8). */
  id: Generated<number>;
  userId: number;
  /** One of EMAIL_KINDS (packages/schema). */
  kind: string;
  frequency: 'daily' | 'weekly';
  subject: string;
  /** One line: what the email would have said. */
  summary: string;
  /** Where the email's button led, when it had one. */
  link: string | null;
  createdAt: Generated<Date>;
}

/** A digest sent (migration 0025): one per user, frequency and period, claimed before sending. */
export interface EmailDigestsTable {
  userId: number;
  frequency: 'daily' | 'weekly';
  /** The UTC day, or the Monday of the ISO week, as 'YYYY-MM-DD'. */
  periodStart: ColumnType<string, string, never>;
  itemCount: Generated<number>;
  createdAt: Generated<Date>;
}

export interface EventStreamsTable {
  userId: number;
  lastSeq: number;
}

export interface UserEventsTable {
  userId: number;
  seq: number;
  type: string;
  payload: ColumnType<unknown, string, string>;
  createdAt: Generated<Date>;
}

/** An anonymous @fastify/session session (migration 0006); `data` is the session as JSON. */
export interface HttpSessionsTable {
  sid: string;
  data: Json<Record<string, unknown>>;
  expiresAt: Timestamp;
}

/** One admin action (migration 0007): who did what to which record, with the record before and after. */
export interface AuditLogTable {
  id: Generated<number>;
  /** null once the acting admin's account is deleted; `actorEmail` keeps who it was. */
  actorId: number | null;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: number | null;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  createdAt: Generated<Date>;
}

/** An approved applicant's invitation to create their developer account (migration 0007). */
export interface InvitationsTable {
  id: Generated<number>;
  /** SHA-256 of the token in the emailed link; the token itself is never stored. */
  tokenHash: string;
  email: string;
  vettingSubmissionId: number;
  invitedBy: number | null;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  /** The account the invitation was applied to. */
  usedBy: number | null;
  revokedAt: NullableTimestamp;
  createdAt: Generated<Date>;
}

export type ApiTokenScope = 'read' | 'write';

/** A personal access token (migration 0016): the id and a hash of the secret, never the token. */
export interface ApiTokensTable {
  id: string;
  userId: number;
  name: string;
  scopes: ApiTokenScope[];
  secretHash: Uint8Array;
  createdAt: Generated<Date>;
  expiresAt: NullableTimestamp;
  lastUsedAt: NullableTimestamp;
}

/** A registration's consent to one legal document at a version (migration 0020). */
export interface ConsentsTable {
  id: Generated<number>;
  userId: number;
  document: 'terms' | 'privacy';
  version: string;
  acceptedAt: Generated<Date>;
  ip: string | null;
}

/**
 * A REST Idempotency-Key (migration 0049, ADR 0042): claimed before a creating row runs, holding its
 * 2xx answer once done. `scope` is 'user:<id>' or 'visitor'.
 */
export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  method: string;
  path: string;
  userId: number | null;
  /** SHA-256 (hex) of the request body; a retry with another body is refused. */
  requestHash: string;
  state: Generated<'in_progress' | 'done'>;
  responseStatus: number | null;
  responseBody: ColumnType<unknown, string | null | undefined, string | null>;
  /** The headers the row set (Location, X-…), replayed with the body. */
  responseHeaders: ColumnType<Record<string, string>, string | undefined, string>;
  createdAt: Generated<Date>;
  /** An in-progress claim older than this was left by a process that died: a retry takes it over. */
  lockedUntil: Timestamp;
  expiresAt: Timestamp;
}

export interface PlatformTables {
  consents: ConsentsTable;
  apiTokens: ApiTokensTable;
  passwordResetTokens: PasswordResetTokensTable;
  emailOutbox: EmailOutboxTable;
  emailPreferences: EmailPreferencesTable;
  messageEmailRuns: MessageEmailRunsTable;
  emailDigestItems: EmailDigestItemsTable;
  emailDigests: EmailDigestsTable;
  eventStreams: EventStreamsTable;
  userEvents: UserEventsTable;
  httpSessions: HttpSessionsTable;
  auditLog: AuditLogTable;
  invitations: InvitationsTable;
  emailTokens: EmailTokensTable;
  authRateLimits: AuthRateLimitsTable;
  passwordResetRequests: PasswordResetRequestsTable;
  idempotencyKeys: IdempotencyKeysTable;
}
