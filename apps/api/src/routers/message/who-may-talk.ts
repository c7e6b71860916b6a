import { type Executor, findJobClientId, findMessagingRelation } from '@talanta/db';
import { MESSAGE_MESSAGES, type TUser } from '@talanta/schema';
import { TRPCError } from '@trpc/server';

const refuse = (message: string) => new TRPCError({ code: 'FORBIDDEN', message });

/**
 * Who may start talking to whom: a client with any approved developer, a developer with a client
 * whose job they applied to, an admin with anyone; and the two participants of any existing
 * conversation with each other, whoever started it. Throws the reason otherwise.
 */
export async function assertMayTalk(db: Executor, sender: TUser, receiverId: number): Promise<void> {
  if (receiverId === sender.id)
    throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGE_MESSAGES.notYourself });
  const relation = await findMessagingRelation(db, sender.id, receiverId);
  if (!relation) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGE_MESSAGES.userNotFound });
  if (relation.haveConversation || sender.role === 'admin') return;
  if (sender.role === 'client') {
    if (relation.receiverRole !== 'developer') throw refuse(MESSAGE_MESSAGES.clientsMessageDevelopers);
    if (!relation.receiverIsApprovedDeveloper) throw refuse(MESSAGE_MESSAGES.developerNotApproved);
    return;
  }
  if (relation.receiverRole !== 'client') throw refuse(MESSAGE_MESSAGES.developersMessageClients);
  if (!relation.senderAppliedToReceiversJob) throw refuse(MESSAGE_MESSAGES.applyFirst);
}

/** A conversation may be about a job that one of its two participants posted. */
export async function assertJobBetween(
  db: Executor,
  jobId: number,
  userIds: [number, number],
): Promise<void> {
  const clientId = await findJobClientId(db, jobId);
  if (clientId === undefined)
    throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGE_MESSAGES.jobNotFound });
  if (!userIds.includes(clientId))
    throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGE_MESSAGES.jobNotBetween });
}
