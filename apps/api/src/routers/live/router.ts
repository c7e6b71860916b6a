import { router } from '../../trpc/init';
import { cursor } from './cursor';
import { events } from './events';

export const liveRouter = router({
  cursor,
  events,
});
