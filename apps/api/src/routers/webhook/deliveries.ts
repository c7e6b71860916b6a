import { findWebhookDeliveries } from '@talanta/db';
import { ZWebhookDeliveriesInput, ZWebhookDeliveryPage } from '@talanta/schema';
import { webhookOwnerProcedure } from './webhook-procedures';

/** GET /api/webhooks/:id/deliveries: the endpoint's delivery log, newest first, one page. */
export const deliveries = webhookOwnerProcedure(ZWebhookDeliveriesInput)
  .output(ZWebhookDeliveryPage)
  .query(({ ctx, input }) => findWebhookDeliveries(ctx.db, ctx.endpoint.id, input));
