import { ZDisputeTimesheetInput } from '@talanta/schema';
import { answerWeekProcedure } from './review-week';

/**
 * POST /api/timesheets/{id}/dispute (the contract's client) `{ reason }`: a submitted week goes
 * back to the developer, who corrects it and submits again.
 */
export const dispute = answerWeekProcedure(ZDisputeTimesheetInput, {
  change: (input) => ({ status: 'disputed', disputeReason: input.reason }),
  title: 'Hours disputed',
  verb: 'disputed your hours for',
  details: (input) => [`Reason: ${input.reason}`],
});
