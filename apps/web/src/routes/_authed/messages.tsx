import { createFileRoute } from '@tanstack/react-router';
import { ALL_CONVERSATIONS } from '@/features/message/conversation-list';
import { MessagesPage } from '@/features/message/messages-page';
import { validateMessagesSearch } from '@/features/message/messages-search';

/** Any signed-in user; ?conversation={id} opens that conversation (notifications, Contact). */
export const Route = createFileRoute('/_authed/messages')({
  validateSearch: validateMessagesSearch,
  // Both columns hold their own loading and error states; the loader only starts their requests.
  loaderDeps: ({ search }) => ({ conversation: search.conversation }),
  loader: ({ context, deps }) => {
    void context.trpc.message.listConversations.prefetch(ALL_CONVERSATIONS);
    if (deps.conversation !== undefined)
      void context.trpc.message.getConversation.prefetch({ id: deps.conversation });
  },
  component: MessagesRoute,
});

function MessagesRoute() {
  const { conversation } = Route.useSearch();
  return <MessagesPage conversationId={conversation} />;
}
