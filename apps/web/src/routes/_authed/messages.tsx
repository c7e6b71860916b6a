import { createFileRoute } from '@tanstack/react-router';
import { ALL_CONVERSATIONS } from '@/features/message/conversation-list';
import { MessagesPage } from '@/features/message/messages-page';
import { validateMessagesSearch } from '@/features/message/messages-search';
import { awaitOnServer } from '@/lib/await-on-server';

/** Any signed-in user; ?conversation={id} opens that conversation (notifications, Contact). */
export const Route = createFileRoute('/_authed/messages')({
  validateSearch: validateMessagesSearch,
  // Both columns hold their own loading and error states; the loader only starts their requests.
  loaderDeps: ({ search }) => ({ conversation: search.conversation }),
  loader: ({ context, deps }) =>
    awaitOnServer(
      context.trpc.message.listConversations.prefetch(ALL_CONVERSATIONS),
      deps.conversation !== undefined
        ? context.trpc.message.getConversation.prefetch({ id: deps.conversation })
        : Promise.resolve(),
    ),
  component: MessagesRoute,
});

function MessagesRoute() {
  const { conversation } = Route.useSearch();
  return <MessagesPage conversationId={conversation} />;
}
