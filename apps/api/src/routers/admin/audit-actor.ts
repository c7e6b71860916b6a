import type { AuditActor } from '@talanta/db';
import type { TUser } from '@talanta/schema';

/** The acting admin as the audit log records them (the email stays if the account goes). */
export function auditActor(user: TUser): AuditActor {
  return { id: user.id, email: user.email };
}
