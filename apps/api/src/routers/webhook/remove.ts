import { deleteWebhookEndpoint } from '@talanta/db';
import { WEBHOOK_MESSAGES, ZMessageOnly, ZWebhookIdInput } from '@talanta/schema';
import { lockOwnEndpoint, webhookOwnerProcedure } from './webhook-procedures';

/** DELETE /api/webhooks/:id: the endpoint and its delivery log go; nothing more is sent to it. */
export const remove = webhookOwnerProcedure(ZWebhookIdInput)
  .output(ZMessageOnly)
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction().execute(async (trx) => {
      await lockOwnEndpoint(trx, input.id, ctx.user.id);
      await deleteWebhookEndpoint(trx, input.id);
    });
    return { message: WEBHOOK_MESSAGES.deleted };
  });
