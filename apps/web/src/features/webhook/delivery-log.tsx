import type { TWebhookDelivery } from '@talanta/schema';
import { Badge, ErrorState, LoadingState } from '@talanta/ui';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '@/lib/errors';
import { formatMoment } from '@/lib/format-day';
import { useTRPC } from '@/lib/trpc';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';

const STATUS_TEXT: Record<TWebhookDelivery['status'], string> = {
  pending: 'Retrying',
  delivering: 'Sending',
  succeeded: 'Delivered',
  failed: 'Failed',
};

function StatusBadge({ delivery }: { delivery: TWebhookDelivery }) {
  const variant =
    delivery.status === 'succeeded' ? 'accent' : delivery.status === 'failed' ? 'danger' : 'neutral';
  const text =
    delivery.status === 'pending' && delivery.attempts === 0 ? 'Queued' : STATUS_TEXT[delivery.status];
  return <Badge variant={variant}>{text}</Badge>;
}

/** The newest deliveries of one endpoint: status, response code and time, next retry. */
export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const trpc = useTRPC();
  const log = useQuery(
    trpc.webhook.deliveries.queryOptions({ id: endpointId, limit: 20 }, { refetchInterval: 5_000 }),
  );
  const timeZone = useViewerTimeZone();
  if (log.isPending) return <LoadingState label="Loading deliveries" />;
  if (log.isError)
    return (
      <ErrorState
        title="Error loading deliveries"
        message={messageOf(log.error, 'Please try again.')}
        onRetry={() => void log.refetch()}
        retrying={log.isFetching}
      />
    );
  if (log.data.deliveries.length === 0)
    return <p className="text-sm text-ink-muted">No deliveries yet. Send a test to see one here.</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-ink-subtle">
        {log.data.total} {log.data.total === 1 ? 'delivery' : 'deliveries'}, newest first
      </p>
      <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
        {log.data.deliveries.map((delivery) => (
          <li key={delivery.id} className="flex flex-col gap-1 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge delivery={delivery} />
              <code className="font-mono text-xs text-ink">{delivery.eventType}</code>
              <span className="text-ink-muted">{formatMoment(delivery.createdAt, timeZone)}</span>
            </div>
            <p className="text-ink-muted">
              {delivery.responseStatus === null ? 'No response' : `HTTP ${delivery.responseStatus}`}
              {delivery.responseTimeMs === null ? '' : ` in ${delivery.responseTimeMs} ms`}
              {` · ${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`}
              {delivery.nextAttemptAt
                ? ` · next retry ${formatMoment(delivery.nextAttemptAt, timeZone)}`
                : ''}
            </p>
            {delivery.lastError && delivery.status !== 'succeeded' ? (
              <p className="break-all text-xs text-ink-subtle">{delivery.lastError}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
