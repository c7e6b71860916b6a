import { PAYOUT_STATUS_LABELS, type TPayout } from '@talanta/schema';
import { Badge } from '@talanta/ui';

const VARIANT = { queued: 'neutral', sent: 'neutral', settled: 'accent', failed: 'danger' } as const;

/** A payout's state as a badge: Queued, Sent, Paid out, Failed. */
export function PayoutStatusBadge({ status }: { status: TPayout['status'] }) {
  return <Badge variant={VARIANT[status]}>{PAYOUT_STATUS_LABELS[status]}</Badge>;
}

/** "KES 51,800" for an M-Pesa payout's shillings. */
export function formatLocalAmount(local: NonNullable<TPayout['localAmount']>): string {
  return `${local.currency} ${local.amount.toLocaleString('en-US')}`;
}
