import { WEBHOOK_MESSAGES } from '@talanta/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { InterviewActionDialog } from '@/features/interview/interview-action-dialog';
import { useTRPC } from '@/lib/trpc';
import { EMPTY_DRAFT, EndpointFields } from './endpoint-fields';

/** "Add endpoint": on success the page shows the signing secret, once. */
export function CreateEndpointDialog({
  onCreated,
}: {
  onCreated: (secret: { url: string; secret: string }) => void;
}) {
  const trpc = useTRPC();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.webhook.create.mutationOptions({
      onSettled: () => void queryClient.invalidateQueries(trpc.webhook.list.pathFilter()),
    }),
  );
  return (
    <InterviewActionDialog
      trigger={
        <>
          <Plus aria-hidden="true" className="size-4" /> Add endpoint
        </>
      }
      triggerVariant="primary"
      title="Add a webhook endpoint"
      description="Talanta POSTs signed JSON events to this address as they happen."
      confirmLabel="Add endpoint"
      done="Endpoint added"
      pending={create.isPending}
      onOpenChange={() => setDraft(EMPTY_DRAFT)}
      onConfirm={async () => {
        if (draft.events.length === 0) return WEBHOOK_MESSAGES.events;
        const created = await create.mutateAsync(draft);
        onCreated({ url: created.url, secret: created.secret });
      }}
    >
      <EndpointFields draft={draft} onChange={setDraft} />
    </InterviewActionDialog>
  );
}
