import { Alert, Button, EmptyState, Input, toast } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Copy, Webhook } from 'lucide-react';
import { useState } from 'react';
import { Page } from '@/features/shell/page';
import { useTRPC } from '@/lib/trpc';
import { CreateEndpointDialog } from './create-endpoint-dialog';
import { EndpointCard } from './endpoint-card';

export const WEBHOOKS_PAGE = {
  title: 'Webhooks',
  description:
    'Talanta sends signed events about your jobs to these endpoints (Standard Webhooks: webhook-id, webhook-timestamp and webhook-signature headers).',
};

/** The new endpoint's signing secret, shown this once with a copy button. */
function SecretOnce({ created, onDone }: { created: { url: string; secret: string }; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast.success('Secret copied');
    } catch {
      toast.error('Copying failed: select the secret and copy it by hand.');
    }
  };
  return (
    <Alert tone="info" title="Copy your signing secret now">
      <p>
        It signs every event sent to {created.url}. You will not see it again; if you lose it, delete the
        endpoint and add it again.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          aria-label="Signing secret"
          mono
          value={created.secret}
          onFocus={(event) => event.target.select()}
        />
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" /> Copy
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </Alert>
  );
}

/** /webhooks: a client's or admin's endpoints, with their delivery logs. */
export function WebhooksPage() {
  const trpc = useTRPC();
  const { data: endpoints } = useSuspenseQuery(trpc.webhook.list.queryOptions());
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  return (
    <Page {...WEBHOOKS_PAGE}>
      <div className="flex max-w-3xl flex-col gap-6">
        <div>
          <CreateEndpointDialog onCreated={setCreated} />
        </div>
        {created ? <SecretOnce created={created} onDone={() => setCreated(null)} /> : null}
        {endpoints.length === 0 ? (
          <EmptyState
            icon={<Webhook aria-hidden="true" className="size-5" />}
            title="No webhook endpoints yet"
            description="Add an endpoint to receive events such as new applications, messages and offers."
          />
        ) : (
          <ul className="flex flex-col gap-3">
            {endpoints.map((endpoint) => (
              <EndpointCard key={endpoint.id} endpoint={endpoint} />
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}
