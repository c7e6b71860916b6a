import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import {
  CONTRACT_PAGE,
  ContractDetailFailed,
  ContractDetailPage,
} from '@/features/contract/contract-detail-page';
import { pagePending } from '@/features/shell/route-states';
import { missingAsNotFound, notFoundFrom } from '@/lib/not-found';
import { parseNumericId } from '@/lib/route-params';

/** /contracts/{id}: numeric ids only; either party of the contract (the API refuses others). */
export const Route = createFileRoute('/_authed/contracts/$id')({
  beforeLoad: allowRoles('developer', 'client'),
  loader: async ({ context, params }) => {
    const id = parseNumericId(params.id);
    await context.queryClient
      .ensureQueryData(context.trpc.contract.byId.queryOptions({ id }))
      .catch(missingAsNotFound);
    return { id };
  },
  pendingComponent: pagePending(CONTRACT_PAGE, 'Loading the contract'),
  errorComponent: ContractDetailFailed,
  notFoundComponent: notFoundFrom(ContractDetailFailed),
  component: ContractPage,
});

function ContractPage() {
  const { id } = Route.useLoaderData();
  return <ContractDetailPage id={id} />;
}
