import { enqueueWebhookDelivery } from '@talanta/db';
import { WEBHOOK_MESSAGES, WEBHOOK_TEST_EVENT, ZWebhookIdInput, ZWebhookTestResult } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { lockOwnEndpoint, webhookOwnerProcedure } from './webhook-procedures';

/**
 * POST /api/webhooks/:id/test: queues a `webhook.test` event to this endpoint (whatever it
 * subscribes to) and starts delivering it; its outcome shows in the delivery log.
 */
export const sendTest = webhookOwnerProcedure(ZWebhookIdInput)
  .output(ZWebhookTestResult)
  .mutation(async ({ ctx, input }) => {
    const queued = await ctx.db.transaction().execute(async (trx) => {
      const endpoint = await lockOwnEndpoint(trx, input.id, ctx.user.id);
      if (!endpoint.enabled)
        throw new TRPCError({ code: 'CONFLICT', message: WEBHOOK_MESSAGES.testDisabled });
      return enqueueWebhookDelivery(trx, endpoint.id, {
        type: WEBHOOK_TEST_EVENT,
        timestamp: new Date().toISOString(),
        data: { endpointId: endpoint.id },
      });
    });
    ctx.services.jobs.wake();
    return { message: WEBHOOK_MESSAGES.testQueued, eventId: queued.eventId };
  });
