import { router } from '../../trpc/init';
import { getConversation } from './get-conversation';
import { listConversations } from './list-conversations';
import { markConversationRead } from './mark-conversation-read';
import { sendMessage } from './send-message';
import { startConversation } from './start-conversation';

export const messageRouter = router({
  conversations: listConversations,
  conversation: getConversation,
  send: sendMessage,
  startConversation,
  markRead: markConversationRead,
});
