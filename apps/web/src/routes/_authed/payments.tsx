import { createFileRoute } from '@tanstack/react-router';
import { allowAdmins } from '@/features/auth/guards';
import { PAYMENTS_PAGE, PaymentsPage } from '@/features/payment-admin/payments-page';
import { PAYOUT_BATCHES_QUERY } from '@/features/payment-admin/payout-batches';
import { UNMATCHED_QUERY } from '@/features/payment-admin/unmatched-transactions';
import { pageError, pagePending } from '@/features/shell/route-states';

export const Route = createFileRoute('/_authed/payments')({
  beforeLoad: allowAdmins,
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(context.trpc.bankTransaction.list.queryOptions(UNMATCHED_QUERY)),
      context.queryClient.ensureQueryData(context.trpc.payout.payable.queryOptions()),
      context.queryClient.ensureQueryData(context.trpc.payoutBatch.list.queryOptions(PAYOUT_BATCHES_QUERY)),
      context.queryClient.ensureQueryData(context.trpc.ledger.balances.queryOptions({})),
    ]),
  pendingComponent: pagePending(PAYMENTS_PAGE, 'Loading payments'),
  errorComponent: pageError(PAYMENTS_PAGE, { title: 'Error loading payments. Please try again later.' }),
  component: PaymentsPage,
});
