import { findApplicationAccess } from '@talanta/db';
import { APPLICATION_MESSAGES } from '@talanta/schema';
import { ownerProcedure } from '../../trpc/owner-procedure';

/**
 * Procedures on one application that its two sides may call: the client who posted the job and
 * the developer who applied. To anyone else it does not exist (404), so ids reveal nothing.
 */
export const applicationParticipantProcedure = ownerProcedure('signedIn', {
  key: 'application',
  load: async (db, id, user) => {
    const application = await findApplicationAccess(db, id);
    const isParticipant = application?.clientId === user.id || application?.developerId === user.id;
    return isParticipant ? application : undefined;
  },
  notFound: APPLICATION_MESSAGES.notFound,
});
