import { router } from '../../trpc/init';
import { approve } from './approve';
import { dispute } from './dispute';
import { listForContract } from './list-for-contract';
import { save } from './save';
import { submit } from './submit';

export const timesheetRouter = router({
  approve,
  dispute,
  listForContract,
  save,
  submit,
});
