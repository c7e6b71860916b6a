import { router } from '../../trpc/init';
import { get } from './get';
import { set } from './set';

export const payoutMethodRouter = router({ get, set });
