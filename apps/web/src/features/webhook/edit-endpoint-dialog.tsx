import { type TWebhookEndpoint, WEBHOOK_MESSAGES } from '@talanta/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { InterviewActionDialog } from '@/features/interview/interview-action-dialog';
import { useTRPC } from '@/lib/trpc';
import { type EndpointDraft, EndpointFields } from './endpoint-fields';

const draftOf = (endpoint: TWebhookEndpoint): EndpointDraft => ({
  url: endpoint.url,
  description: endpoint.description,
  events: endpoint.events,
});

/** Edit an endpoint's URL, description and events. */
export function EditEndpointDialog({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const trpc = useTRPC();
  const [draft, setDraft] = useState(() => draftOf(endpoint));
  const queryClient = useQueryClient();
  const update = useMutation(
    trpc.webhook.update.mutationOptions({
      onSettled: () => void queryClient.invalidateQueries(trpc.webhook.list.pathFilter()),
    }),
  );
  return (
    <InterviewActionDialog
      trigger="Edit"
      triggerLabel={`Edit ${endpoint.url}`}
      title="Edit webhook endpoint"
      description={endpoint.url}
      confirmLabel="Save changes"
      done="Endpoint saved"
      pending={update.isPending}
      onOpenChange={() => setDraft(draftOf(endpoint))}
      onConfirm={async () => {
        if (draft.events.length === 0) return WEBHOOK_MESSAGES.events;
        await update.mutateAsync({ id: endpoint.id, ...draft });
      }}
    >
      <EndpointFields draft={draft} onChange={setDraft} />
    </InterviewActionDialog>
  );
}

/** Delete an endpoint, after confirmation. */
export function DeleteEndpointDialog({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.webhook.remove.mutationOptions({
      onSettled: () => void queryClient.invalidateQueries(trpc.webhook.list.pathFilter()),
    }),
  );
  return (
    <InterviewActionDialog
      trigger="Delete"
      triggerVariant="danger"
      triggerLabel={`Delete ${endpoint.url}`}
      title="Delete this endpoint?"
      description={`${endpoint.url} stops receiving events and its delivery log is deleted. This cannot be undone.`}
      confirmLabel="Delete endpoint"
      confirmVariant="danger"
      done="Endpoint deleted"
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync({ id: endpoint.id })}
    />
  );
}
