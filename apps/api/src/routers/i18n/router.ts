import { router } from '../../trpc/init';
import { messages } from './messages';

export const i18nRouter = router({ messages });
