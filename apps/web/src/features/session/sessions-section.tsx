import type { TAccountSession } from '@talanta/schema';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, EmptyState, toast } from '@talanta/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { MonitorSmartphone } from 'lucide-react';
import { messageOf } from '@/lib/errors';
import { formatDay } from '@/lib/format-day';
import { SectionQueryBoundary } from '@/lib/query-boundary';
import { formatRelativeTime } from '@/lib/relative-time';
import { useTRPC } from '@/lib/trpc';
import { useNow } from '@/lib/use-now';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';

function useEndSessions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries(trpc.session.list.pathFilter());
  const revoke = useMutation(trpc.session.revoke.mutationOptions({ onSuccess }));
  const revokeOthers = useMutation(trpc.session.revokeOthers.mutationOptions({ onSuccess }));
  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      toast.success((await action()).message);
    } catch (error) {
      toast.error('Session not ended', { description: messageOf(error, 'Please try again.') });
    }
  };
  return { revoke, revokeOthers, run };
}

function SessionRow({ session }: { session: TAccountSession }) {
  const { revoke, run } = useEndSessions();
  const timeZone = useViewerTimeZone();
  const now = useNow();
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-ink">{session.device}</p>
          {session.current && <Badge variant="accent">This device</Badge>}
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
          <div className="flex gap-1">
            <dt>Signed in</dt>
            <dd>{formatDay(session.createdAt, timeZone)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Last seen</dt>
            <dd>{session.current ? 'Now' : formatRelativeTime(session.lastSeenAt, now)}</dd>
          </div>
        </dl>
      </div>
      {!session.current && (
        <Button
          variant="danger"
          size="sm"
          loading={revoke.isPending}
          aria-label={`End session on ${session.device}`}
          onClick={() => void run(() => revoke.mutateAsync({ id: session.id }))}
        >
          End session
        </Button>
      )}
    </li>
  );
}

function SessionList() {
  const trpc = useTRPC();
  const { data: sessions } = useSuspenseQuery(trpc.session.list.queryOptions());
  const { revokeOthers, run } = useEndSessions();
  if (sessions.length === 0)
    return (
      <EmptyState
        icon={<MonitorSmartphone aria-hidden="true" className="size-6" />}
        title="No signed-in sessions"
        description="Sessions appear here when you sign in."
      />
    );
  const others = sessions.filter((session) => !session.current).length;
  return (
    <div className="flex flex-col gap-2">
      <ul className="divide-y divide-line" aria-label="Signed-in sessions">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {others > 0 && (
        <Button
          variant="secondary"
          className="self-start"
          loading={revokeOthers.isPending}
          onClick={() => void run(() => revokeOthers.mutateAsync())}
        >
          Sign out of all other sessions
        </Button>
      )}
    </div>
  );
}

/** Account Settings, Signed-in sessions: where you are signed in; end any or all other sessions. */
export function SessionsSection() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Signed-in sessions</CardTitle>
      </CardHeader>
      <CardContent>
        <SectionQueryBoundary loading="Loading your sessions" failed="Your sessions could not be loaded">
          <SessionList />
        </SectionQueryBoundary>
      </CardContent>
    </Card>
  );
}
