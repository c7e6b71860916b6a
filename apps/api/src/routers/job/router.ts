import { router } from '../../trpc/init';
import { byId } from './by-id';
import { close } from './close';
import { create } from './create';
import { invite } from './invite';
import { list } from './list';
import { listOwn } from './list-own';
import { matches } from './matches';
import { recommended } from './recommended';
import { reopen } from './reopen';
import { update } from './update';

export const jobRouter = router({
  byId,
  close,
  create,
  invite,
  list,
  listOwn,
  matches,
  recommended,
  reopen,
  update,
});
