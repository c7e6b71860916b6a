import { findWebhookEndpointsByOwner, toWebhookEndpoint } from '@talanta/db';
import { ZWebhookEndpoint } from '@talanta/schema';
import { z } from 'zod';
import { clientOrAdminProcedure } from '../../trpc/procedures';

/** GET /api/webhooks: the caller's endpoints, oldest first (secrets never included). */
export const list = clientOrAdminProcedure.output(z.array(ZWebhookEndpoint)).query(async ({ ctx }) => {
  const endpoints = await findWebhookEndpointsByOwner(ctx.db, ctx.user.id);
  return endpoints.map(toWebhookEndpoint);
});
