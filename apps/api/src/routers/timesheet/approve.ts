import { ZIdInput } from '@talanta/schema';
import { answerWeekProcedure } from './review-week';

/** POST /api/timesheets/{id}/approve (the contract's client): a submitted week is approved. */
export const approve = answerWeekProcedure(ZIdInput, {
  change: () => ({ status: 'approved' }),
  describe: () => (t, week) => ({
    title: t('Hours approved'),
    message: t('{actor} approved your hours for the week of {weekStart} ({hours} hours).', week),
  }),
});
