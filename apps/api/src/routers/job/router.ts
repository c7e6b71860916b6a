import { router } from '../../trpc/init';
import { byId } from './by-id';
import { close } from './close';
import { create } from './create';
import { list } from './list';
import { listOwn } from './list-own';
import { reopen } from './reopen';

export const jobRouter = router({
  create,
  list,
  byId,
  close,
  reopen,
  listOwn,
});
