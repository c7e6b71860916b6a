import { findContractAccess, findTimesheetAccess } from '@talanta/db';
import { CONTRACT_MESSAGES, TIMESHEET_MESSAGES } from '@talanta/schema';
import { ownerProcedure } from '../../trpc/owner-procedure';

/**
 * Who may touch timesheets. A week is named by its contract (the developer logs and submits) or by
 * its own id (the client approves or disputes). Only the contract's two parties see either: anyone
 * else gets the 404 of a missing one; the other party gets the role's 403.
 */
const byContract = {
  key: 'contract' as const,
  load: (db, id, user) => findContractAccess(db, id, user.id),
  notFound: CONTRACT_MESSAGES.notFound,
} satisfies Parameters<typeof ownerProcedure>[1];

const byTimesheet = {
  key: 'timesheet' as const,
  load: (db, id, user) => findTimesheetAccess(db, id, user.id),
  notFound: TIMESHEET_MESSAGES.notFound,
} satisfies Parameters<typeof ownerProcedure>[1];

export const contractDeveloperProcedure = ownerProcedure('developer', byContract);
export const contractPartyProcedure = ownerProcedure('signedIn', byContract);
export const timesheetClientProcedure = ownerProcedure('client', byTimesheet);
