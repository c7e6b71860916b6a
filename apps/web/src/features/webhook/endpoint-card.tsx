import type { TWebhookEndpoint } from '@talanta/schema';
import { Badge, Button, toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { DeliveryLog } from './delivery-log';
import { DeleteEndpointDialog, EditEndpointDialog } from './edit-endpoint-dialog';

/** One endpoint: its URL, events and state, its actions, and its delivery log on demand. */
export function EndpointCard({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const trpc = useTRPC();
  const [showLog, setShowLog] = useState(false);
  const logId = useId();
  const queryClient = useQueryClient();
  const sendTest = useMutation(
    trpc.webhook.sendTest.mutationOptions({
      onSuccess: () => {
        toast.success('Test event sent');
        setShowLog(true);
        void queryClient.invalidateQueries(trpc.webhook.deliveries.queryFilter({ id: endpoint.id }));
      },
      onError: (error) => toast.error(messageOf(error, 'The test could not be sent. Please try again.')),
    }),
  );
  const turnOn = useMutation(
    trpc.webhook.update.mutationOptions({
      onSuccess: () => toast.success('Endpoint turned on'),
      onError: (error) =>
        toast.error(messageOf(error, 'The endpoint could not be turned on. Please try again.')),
      onSettled: () => void queryClient.invalidateQueries(trpc.webhook.list.pathFilter()),
    }),
  );
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4">
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="break-all font-mono text-sm text-ink">{endpoint.url}</span>
          {endpoint.enabled ? (
            <Badge variant="accent">Enabled</Badge>
          ) : (
            <Badge variant="danger">Disabled</Badge>
          )}
        </p>
        {endpoint.description ? <p className="text-sm text-ink-muted">{endpoint.description}</p> : null}
        {!endpoint.enabled && endpoint.disabledReason ? (
          <p className="text-sm text-danger">Turned off: {endpoint.disabledReason}</p>
        ) : null}
        <p className="text-xs text-ink-subtle">
          <span className="sr-only">Events: </span>
          {endpoint.events.join(', ')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {endpoint.enabled ? (
          <Button
            size="sm"
            variant="secondary"
            loading={sendTest.isPending}
            aria-label={`Send test event to ${endpoint.url}`}
            onClick={() => sendTest.mutate({ id: endpoint.id })}
          >
            Send test
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            loading={turnOn.isPending}
            aria-label={`Turn on ${endpoint.url}`}
            onClick={() => turnOn.mutate({ id: endpoint.id, enabled: true })}
          >
            Turn on
          </Button>
        )}
        <EditEndpointDialog endpoint={endpoint} />
        <DeleteEndpointDialog endpoint={endpoint} />
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={showLog}
          aria-controls={logId}
          aria-label={`${showLog ? 'Hide deliveries' : 'Deliveries'} of ${endpoint.url}`}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {showLog ? 'Hide deliveries' : 'Deliveries'}
        </Button>
      </div>
      <div id={logId}>{showLog ? <DeliveryLog endpointId={endpoint.id} /> : null}</div>
    </li>
  );
}
