import { type Executor, findWebhookEndpointById, lockWebhookEndpoint } from '@talanta/db';
import { WEBHOOK_MESSAGES } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { ownerProcedure } from '../../trpc/owner-procedure';
import { webhookUrlProblem } from '../../webhooks/address-check';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: WEBHOOK_MESSAGES.notFound });

/**
 * Procedures on one webhook endpoint, for its owner (a client or an admin) only; someone else's
 * endpoint is a 404, so ids reveal nothing. The endpoint is in `ctx.endpoint`.
 */
export const webhookOwnerProcedure = ownerProcedure('clientOrAdmin', {
  key: 'endpoint',
  load: async (db, id, user) => {
    const endpoint = await findWebhookEndpointById(db, id);
    return endpoint?.userId === user.id ? endpoint : undefined;
  },
  notFound: WEBHOOK_MESSAGES.notFound,
});

/** The endpoint locked in the caller's transaction, still the user's (else 404: it went meanwhile). */
export async function lockOwnEndpoint(trx: Executor, id: number, userId: number) {
  const endpoint = await lockWebhookEndpoint(trx, id);
  if (endpoint?.userId !== userId) throw notFound();
  return endpoint;
}

/** Refuses (400) a URL that is not https or reaches a non-public address. */
export async function requireDeliverableUrl(url: string, allowPrivate: boolean): Promise<void> {
  const problem = await webhookUrlProblem(url, allowPrivate);
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
}
