import { router } from '../../trpc/init';
import { list } from './list';
import { payable } from './payable';
import { update } from './update';

export const payoutRouter = router({ list, payable, update });
