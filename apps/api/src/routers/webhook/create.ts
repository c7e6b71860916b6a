import {
  countWebhookEndpointsByOwner,
  insertWebhookEndpoint,
  lockUser,
  toWebhookEndpoint,
} from '@talanta/db';
import {
  ERROR_MESSAGES,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  ZCreatedWebhookEndpoint,
  ZCreateWebhookInput,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { clientOrAdminProcedure } from '../../trpc/procedures';
import { generateWebhookSecret } from '../../webhooks/signature';
import { requireDeliverableUrl } from './webhook-procedures';

/**
 * POST /api/webhooks (201): a client or admin registers an endpoint. The answer holds the signing
 * secret, the only time it is shown.
 */
export const create = clientOrAdminProcedure
  .input(ZCreateWebhookInput)
  .output(ZCreatedWebhookEndpoint)
  .mutation(async ({ ctx, input }) => {
    await requireDeliverableUrl(input.url, ctx.services.config.webhooks.allowPrivate);
    const secret = generateWebhookSecret();
    const endpoint = await ctx.db.transaction().execute(async (trx) => {
      // The owner's row lock makes two creations at once count one after the other, and the role
      // is read again under it (a role change to developer may have committed since sign-in).
      const owner = await lockUser(trx, ctx.user.id);
      if (owner?.role !== 'client' && owner?.role !== 'admin')
        throw new TRPCError({ code: 'FORBIDDEN', message: ERROR_MESSAGES.forbidden });
      if ((await countWebhookEndpointsByOwner(trx, ctx.user.id)) >= WEBHOOK_LIMITS.endpointsPerOwner)
        throw new TRPCError({ code: 'CONFLICT', message: WEBHOOK_MESSAGES.tooMany });
      return insertWebhookEndpoint(trx, { userId: ctx.user.id, secret, ...input });
    });
    return { ...toWebhookEndpoint(endpoint), secret };
  });
