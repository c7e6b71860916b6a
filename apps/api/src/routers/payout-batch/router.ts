import { router } from '../../trpc/init';
import { create } from './create';
import { file } from './file';
import { byId, list } from './list';

export const payoutBatchRouter = router({ create, list, byId, file });
