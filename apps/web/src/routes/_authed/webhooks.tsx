import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { pageError, pagePending } from '@/features/shell/route-states';
import { WEBHOOKS_PAGE, WebhooksPage } from '@/features/webhook/webhooks-page';

export const Route = createFileRoute('/_authed/webhooks')({
  beforeLoad: allowRoles('client', 'admin'),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(context.trpc.webhook.list.queryOptions());
  },
  pendingComponent: pagePending(WEBHOOKS_PAGE, 'Loading your webhook endpoints'),
  errorComponent: pageError(WEBHOOKS_PAGE, { title: 'Error loading webhooks. Please try again later.' }),
  component: WebhooksPage,
});
