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
      context.queryClient.prefetchQuery(
        context.trpc.message.listConversations.queryOptions(ALL_CONVERSATIONS),
      ),
      deps.conversation !== undefined
        ? context.queryClient.prefetchQuery(
            context.trpc.message.getConversation.queryOptions({ id: deps.conversation }),
          )
        : Promise.resolve(),
    ),
  component: MessagesRoute,
});

function MessagesRoute() {
  const { conversation } = Route.useSearch();
  return <MessagesPage conversationId={conversation} />;
}
