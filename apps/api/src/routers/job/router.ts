import { router } from '../../trpc/init';
import { closeJob } from './close-job';
import { createJob } from './create-job';
import { getJob } from './get-job';
import { listClientJobs } from './list-client-jobs';
import { listJobs } from './list-jobs';
import { reopenJob } from './reopen-job';

export const jobRouter = router({
  create: createJob,
  list: listJobs,
  byId: getJob,
  close: closeJob,
  reopen: reopenJob,
  listOwn: listClientJobs,
});
