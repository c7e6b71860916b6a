import { router } from '../../trpc/init';
import { getConversation } from './get-conversation';
import { listConversations } from './list-conversations';
import { markConversationRead } from './mark-conversation-read';
import { send } from './send';
import { startConversation } from './start-conversation';

export const messageRouter = router({
  listConversations,
  getConversation,
  send,
  startConversation,
  markConversationRead,
});
