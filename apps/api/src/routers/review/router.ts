import { router } from '../../trpc/init';
import { create } from './create';
import { forContract } from './for-contract';
import { listForClient } from './list-for-client';
import { listForDeveloper } from './list-for-developer';
import { testimonials } from './testimonials';

export const reviewRouter = router({
  create,
  forContract,
  listForClient,
  listForDeveloper,
  testimonials,
});
