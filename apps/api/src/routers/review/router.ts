import { router } from '../../trpc/init';
import { create } from './create';
import { forContract } from './for-contract';
import { listForClient } from './list-for-client';
import { listForDeveloper } from './list-for-developer';

export const reviewRouter = router({
  create,
  forContract,
  listForClient,
  listForDeveloper,
});
