import { ZDisputeTimesheetInput } from '@talanta/schema';
import { answerWeekProcedure } from './review-week';

/**
 * POST /api/timesheets/{id}/dispute (the contract's client) `{ reason }`: a submitted week goes
 * back to the developer, who corrects it and submits again.
 */
export const dispute = answerWeekProcedure(ZDisputeTimesheetInput, {
  change: (input) => ({ status: 'disputed', disputeReason: input.reason }),
  describe: (input) => (t, week) => ({
    title: t('Hours disputed'),
    message: t('{actor} disputed your hours for the week of {weekStart} ({hours} hours).', week),
    details: [t('Reason: {reason}', { reason: input.reason })],
  }),
});
