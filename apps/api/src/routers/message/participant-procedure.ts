import { findConversationOfParticipant } from '@talanta/db';
import { MESSAGE_MESSAGES } from '@talanta/schema';
import { ownerProcedure } from '../../trpc/owner-procedure';

/**
 * Procedures only a conversation's two participants may call; the conversation is in
 * `ctx.conversation`. Anyone else gets the same 404 as for a missing conversation, so
 * conversation ids reveal nothing about who talks to whom.
 */
export const participantProcedure = ownerProcedure('signedIn', {
  key: 'conversation',
  load: (db, id, user) => findConversationOfParticipant(db, id, user.id),
  notFound: MESSAGE_MESSAGES.conversationNotFound,
});
