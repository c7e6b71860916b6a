import { ZIdInput } from '@talanta/schema';
import { answerWeekProcedure } from './review-week';

/** POST /api/timesheets/{id}/approve (the contract's client): a submitted week is approved. */
export const approve = answerWeekProcedure(ZIdInput, {
  change: () => ({ status: 'approved' }),
  title: 'Hours approved',
  verb: 'approved your hours for',
});
