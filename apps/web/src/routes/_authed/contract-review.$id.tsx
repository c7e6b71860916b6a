import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { ContractReview } from '@/features/review/contract-review';
import { Page } from '@/features/shell/page';
import { pageError, pagePending } from '@/features/shell/route-states';
import { parseNumericId } from '@/lib/route-params';
import { trpc } from '@/lib/trpc';

/**
 * TEMPORARY: the review section alone on a contract, until the contract detail page (/contracts/$id,
 * another branch) renders it. Removed at the merge; the e2e then points at /contracts/$id.
 */
const FRAME = { title: 'Contract review' };

export const Route = createFileRoute('/_authed/contract-review/$id')({
  beforeLoad: allowRoles('developer', 'client'),
  loader: ({ context, params }) => context.trpc.contract.byId.ensureData({ id: parseNumericId(params.id) }),
  pendingComponent: pagePending(FRAME, 'Loading the contract'),
  errorComponent: pageError(FRAME, { title: 'Contract not found' }),
  component: ContractReviewPage,
});

function ContractReviewPage() {
  const id = parseNumericId(Route.useParams().id);
  const [contract] = trpc.contract.byId.useSuspenseQuery({ id });
  return (
    <Page title={contract.job?.title ?? FRAME.title}>
      <ContractReview contract={contract} />
    </Page>
  );
}
