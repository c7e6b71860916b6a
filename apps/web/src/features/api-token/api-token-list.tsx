import type { TApiToken } from '@talanta/schema';
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  EmptyState,
  toast,
} from '@talanta/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { KeyRound, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { messageOf } from '@/lib/errors';
import { formatDay } from '@/lib/format-day';
import { formatRelativeTime } from '@/lib/relative-time';
import { useTRPC } from '@/lib/trpc';
import { useNow } from '@/lib/use-now';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';

const isExpired = (token: TApiToken, now: number) =>
  token.expiresAt !== null && Date.parse(token.expiresAt) <= now;

/** Revoke, confirmed first: the token stops working at once. */
function RevokeApiToken({ token }: { token: TApiToken }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const revoke = useMutation(
    trpc.apiToken.revoke.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries(trpc.apiToken.list.pathFilter()),
    }),
  );
  const confirm = async () => {
    try {
      const result = await revoke.mutateAsync({ id: token.id });
      setOpen(false);
      toast.success('Token revoked', { description: result.message });
    } catch (error) {
      toast.error('Token not revoked', { description: messageOf(error, 'Please try again.') });
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger" size="sm" aria-label={`Revoke token ${token.name}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Revoke
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Revoke “{token.name}”?</DialogTitle>
          <DialogDescription>
            Scripts using it stop working at once, with 401. This cannot be undone; you can create a new
            token.
          </DialogDescription>
        </DialogHeader>
        <DialogActions
          confirmLabel="Revoke token"
          confirmVariant="danger"
          pending={revoke.isPending}
          onConfirm={() => void confirm()}
        />
      </DialogContent>
    </Dialog>
  );
}

function ApiTokenRow({ token }: { token: TApiToken }) {
  const timeZone = useViewerTimeZone();
  const now = useNow();
  const expired = isExpired(token, now);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold break-all text-ink">{token.name}</p>
          <Badge variant={token.scopes.includes('write') ? 'accent' : 'neutral'}>
            {token.scopes.includes('write') ? 'Read and write' : 'Read only'}
          </Badge>
          {expired && <Badge variant="danger">Expired</Badge>}
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
          <div className="flex gap-1">
            <dt>Created</dt>
            <dd>{formatDay(token.createdAt, timeZone)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Last used</dt>
            <dd>{token.lastUsedAt ? formatRelativeTime(token.lastUsedAt, now) : 'Never'}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{expired ? 'Expired' : 'Expires'}</dt>
            <dd>{token.expiresAt ? formatDay(token.expiresAt, timeZone) : 'Never'}</dd>
          </div>
        </dl>
      </div>
      <RevokeApiToken token={token} />
    </li>
  );
}

/** The user's tokens, newest first (never their secrets). */
export function ApiTokenList() {
  const trpc = useTRPC();
  const { data: tokens } = useSuspenseQuery(trpc.apiToken.list.queryOptions());
  if (tokens.length === 0)
    return (
      <EmptyState
        icon={<KeyRound aria-hidden="true" className="size-6" />}
        title="No API tokens yet"
        description="Create one above to call the API from a script."
      />
    );
  return (
    <ul aria-label="Your API tokens" className="divide-y divide-line">
      {tokens.map((token) => (
        <ApiTokenRow key={token.id} token={token} />
      ))}
    </ul>
  );
}
