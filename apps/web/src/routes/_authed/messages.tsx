import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '@/features/message/messages-page';
import { validateMessagesSearch } from '@/features/message/messages-search';

/** Any signed-in user; ?conversation={id} opens that conversation (notifications, Contact). */
export const Route = createFileRoute('/_authed/messages')({
  validateSearch: validateMessagesSearch,
  component: MessagesRoute,
});

function MessagesRoute() {
  const { conversation } = Route.useSearch();
  return <MessagesPage conversationId={conversation} />;
}
