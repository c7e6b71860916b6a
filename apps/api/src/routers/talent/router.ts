import { router } from '../../trpc/init';
import { getDeveloper } from './get-developer';
import { listDevelopers } from './list-developers';
import { topDevelopers } from './top-developers';

export const talentRouter = router({
  top: topDevelopers,
  list: listDevelopers,
  byId: getDeveloper,
});
