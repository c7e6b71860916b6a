import { enqueuePendingWebhookDeliveries, toWebhookEndpoint, updateWebhookEndpoint } from '@talanta/db';
import { ZUpdateWebhookInput, ZWebhookEndpoint } from '@talanta/schema';
import { lockOwnEndpoint, requireDeliverableUrl, webhookOwnerProcedure } from './webhook-procedures';

/**
 * PUT /api/webhooks/:id: change the URL, events or description, or turn the endpoint on or off.
 * A new URL, or turning a disabled endpoint back on, passes the https and public-address check again.
 */
export const update = webhookOwnerProcedure(ZUpdateWebhookInput)
  .output(ZWebhookEndpoint)
  .mutation(async ({ ctx, input }) => {
    const { id, ...changes } = input;
    const url = changes.url ?? (changes.enabled === true ? ctx.endpoint.url : undefined);
    if (url !== undefined) await requireDeliverableUrl(url, ctx.services.config.webhooks.allowPrivate);
    const updated = await ctx.db.transaction().execute(async (trx) => {
      await lockOwnEndpoint(trx, id, ctx.user.id);
      const endpoint = await updateWebhookEndpoint(trx, id, changes);
      // Deliveries that waited while it was off go out now.
      if (changes.enabled) await enqueuePendingWebhookDeliveries(trx, id);
      return endpoint;
    });
    if (changes.enabled) ctx.services.jobs.wake();
    return toWebhookEndpoint(updated);
  });
