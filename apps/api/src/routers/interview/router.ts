import { router } from '../../trpc/init';
import { accept } from './accept';
import { calendar } from './calendar';
import { cancel } from './cancel';
import { decline } from './decline';
import { list } from './list';
import { propose } from './propose';
import { reschedule } from './reschedule';

export const interviewRouter = router({
  accept,
  calendar,
  cancel,
  decline,
  list,
  propose,
  reschedule,
});
