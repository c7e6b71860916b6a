import { router } from '../../trpc/init';
import { events } from './events';

export const liveRouter = router({
  events,
});
