import { type AuditActor, type Executor, lockAdminIds, lockUserRole } from '@talanta/db';
import { ERROR_MESSAGES, type TUser } from '@talanta/schema';
import { TRPCError } from '@trpc/server';

/** The acting admin as the audit log records them (the email stays if the account goes). */
export function auditActor(user: TUser): AuditActor {
  return { id: user.id, email: user.email };
}

const noLongerAdmin = () => new TRPCError({ code: 'FORBIDDEN', message: ERROR_MESSAGES.forbidden });

/**
 * First step of an admin write's transaction: the caller's role is read again under a lock on
 * their row, so an admin demoted (or deleted) after the request began cannot act, and no demotion
 * can commit while the action runs. Returns the audit actor.
 */
export async function lockActingAdmin(trx: Executor, user: TUser): Promise<AuditActor> {
  if ((await lockUserRole(trx, user.id)) !== 'admin') throw noLongerAdmin();
  return auditActor(user);
}

/**
 * For role changes and deletions: every admin row locked FOR UPDATE (in id order, so two such
 * actions cannot deadlock), the caller among them or refused. Returns the admins' ids.
 */
export async function lockAdminsAsActingAdmin(trx: Executor, user: TUser): Promise<number[]> {
  const adminIds = await lockAdminIds(trx);
  if (!adminIds.includes(user.id)) throw noLongerAdmin();
  return adminIds;
}
