import { findContractTimesheets } from '@talanta/db';
import { ZContractIdInput, ZTimesheet } from '@talanta/schema';
import { z } from 'zod';
import { contractPartyProcedure } from './timesheet-procedures';
import { toTimesheet } from './to-timesheet';

/** GET /api/contracts/{id}/timesheets (either party): the contract's weeks, newest first. */
export const listForContract = contractPartyProcedure(ZContractIdInput)
  .output(z.array(ZTimesheet))
  .query(async ({ ctx, input }) => (await findContractTimesheets(ctx.db, input.id)).map(toTimesheet));
