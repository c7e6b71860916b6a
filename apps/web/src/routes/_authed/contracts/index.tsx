import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { CONTRACTS_PAGE, ContractsPage } from '@/features/contract/contracts-page';
import { pageError, pagePending } from '@/features/shell/route-states';

export const Route = createFileRoute('/_authed/contracts/')({
  beforeLoad: allowRoles('developer', 'client'),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(context.trpc.contract.list.queryOptions());
  },
  pendingComponent: pagePending(CONTRACTS_PAGE, 'Loading your contracts'),
  errorComponent: pageError(CONTRACTS_PAGE, { title: 'Error loading contracts. Please try again later.' }),
  component: ContractsPage,
});
