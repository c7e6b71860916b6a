import { router } from '../../trpc/init';
import { balances } from './balances';
import { entries } from './entries';

export const ledgerRouter = router({ balances, entries });
