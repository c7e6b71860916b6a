import {
  auditRangeEnd,
  auditRangeStart,
  type TAuditAction,
  type TAuditEntry,
  type TAuditLogFilters,
  type TAuditLogPage,
  type TAuditTargetType,
} from '@talanta/schema';
import { sql } from 'kysely';
import type { Executor } from './executor';
import { containsPattern } from './like-pattern';

export interface AuditActor {
  id: number;
  email: string;
}

export interface NewAuditEntry {
  actor: AuditActor;
  action: TAuditAction;
  targetType: TAuditTargetType;
  targetId: number | null;
  /** The record before and after the action, as plain JSON (camelCase keys). */
  before: unknown;
  after: unknown;
}

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** Records an admin action; call it inside the action's transaction so both commit or neither. */
export async function recordAudit(db: Executor, entry: NewAuditEntry): Promise<number> {
  const row = await db
    .insertInto('auditLog')
    .values({
      actorId: entry.actor.id,
      actorEmail: entry.actor.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: json(entry.before),
      after: json(entry.after),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const AUDIT_COLUMNS = [
  'auditLog.id',
  'auditLog.actorId',
  'auditLog.actorEmail',
  'auditLog.action',
  'auditLog.targetType',
  'auditLog.targetId',
  'auditLog.before',
  'auditLog.after',
  'auditLog.createdAt',
] as const;

/** The audit log, newest first, filtered and paged. */
export async function findAuditEntries(db: Executor, filters: TAuditLogFilters): Promise<TAuditLogPage> {
  let query = db.selectFrom('auditLog');
  if (filters.action) query = query.where('auditLog.action', '=', filters.action);
  if (filters.targetType) query = query.where('auditLog.targetType', '=', filters.targetType);
  if (filters.targetId !== undefined) query = query.where('auditLog.targetId', '=', filters.targetId);
  if (filters.actorId !== undefined) query = query.where('auditLog.actorId', '=', filters.actorId);
  if (filters.actor) {
    const pattern = containsPattern(filters.actor.toLowerCase());
    query = query.where(sql<boolean>`lower(audit_log.actor_email) like ${pattern}`);
  }
  if (filters.from) query = query.where('auditLog.createdAt', '>=', auditRangeStart(filters.from));
  if (filters.to) query = query.where('auditLog.createdAt', '<', auditRangeEnd(filters.to));

  const [rows, count] = await Promise.all([
    query
      .select(AUDIT_COLUMNS)
      .orderBy('auditLog.createdAt', 'desc')
      .orderBy('auditLog.id', 'desc')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const entries: TAuditEntry[] = rows.map((row) => ({
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action as TAuditAction,
    targetType: row.targetType as TAuditTargetType,
    targetId: row.targetId,
    // jsonb written by recordAudit from JSON.stringify, so it reads back as JSON.
    before: (row.before ?? null) as TAuditEntry['before'],
    after: (row.after ?? null) as TAuditEntry['after'],
    createdAt: row.createdAt.toISOString(),
  }));
  return { entries, total: Number(count.total) };
}
