import { findContractAccess } from '@talanta/db';
import { CONTRACT_MESSAGES } from '@talanta/schema';
import { ownerProcedure } from '../../trpc/owner-procedure';

/**
 * Procedures on one contract: only its two parties see it; anyone else gets the 404 of a missing
 * one, so ids reveal nothing about who works with whom.
 */
export const contractPartyProcedure = ownerProcedure('signedIn', {
  key: 'contract' as const,
  load: (db, id, user) => findContractAccess(db, id, user.id),
  notFound: CONTRACT_MESSAGES.notFound,
});
