import { findApplicationAccess } from '@talanta/db';
import { APPLICATION_MESSAGES, JOB_MESSAGES } from '@talanta/schema';
import { ownerProcedure } from '../../trpc/owner-procedure';

/**
 * Procedures on one application that only the client who posted its job may call; the
 * application, with its job's title and owner, is in `ctx.application`.
 */
export const applicationOwnerProcedure = ownerProcedure('client', {
  key: 'application',
  load: (db, id) => findApplicationAccess(db, id),
  notFound: APPLICATION_MESSAGES.notFound,
  owner: { userId: (application) => application.clientId, message: JOB_MESSAGES.notOwner },
});
