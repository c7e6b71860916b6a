import { toClientProfile, updateClientProfile } from '@talanta/db';
import { ZClientBillingInput, ZClientProfile } from '@talanta/schema';
import { clientProcedure } from '../../trpc/procedures';

/**
 * PUT /api/clients/profile/billing: the tax number, country and billing address invoices carry
 * from the next one issued (issued invoices keep theirs).
 */
export const updateClientBilling = clientProcedure
  .input(ZClientBillingInput)
  .output(ZClientProfile)
  .mutation(async ({ ctx, input }) => toClientProfile(await updateClientProfile(ctx.db, ctx.user.id, input)));
