import { findApplicationAccess } from '@talanta/db';
import { APPLICATION_MESSAGES } from '@talanta/schema';
import { ownerProcedure } from '../../trpc/owner-procedure';

/** Procedures on one application that only the developer who sent it may call (`ctx.application`). */
export const applicationApplicantProcedure = ownerProcedure('developer', {
  key: 'application',
  load: (db, id) => findApplicationAccess(db, id),
  notFound: APPLICATION_MESSAGES.notFound,
  owner: { userId: (application) => application.developerId, message: APPLICATION_MESSAGES.notApplicant },
});
