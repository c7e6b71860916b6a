import { findAdminClients } from '@talanta/db';
import { ZAdminClientPage, ZAdminListInput } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';

/** GET /api/super-admin/clients: client profiles with their user (search: name, email, company). */
export const listClients = adminProcedure
  .input(ZAdminListInput)
  .output(ZAdminClientPage)
  .query(({ ctx, input }) => findAdminClients(ctx.db, input));
