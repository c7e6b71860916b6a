import { Alert, Button, Card, CardContent, CardHeader, CardTitle, LoadingState } from '@talanta/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { formatDayTime } from '@/lib/time-zone';
import { useTRPC } from '@/lib/trpc';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';

// The form carries every account format's rules: loaded when the developer opens it, not with the page.
const PayoutMethodForm = lazy(() =>
  import('./payout-method-form').then((module) => ({ default: module.PayoutMethodForm })),
);

/** Where the developer's payouts go: the masked account, its hold after a change, and the form. */
export function PayoutMethodCard() {
  const trpc = useTRPC();
  const timeZone = useViewerTimeZone();
  const { data: method, isPending, isError, refetch } = useQuery(trpc.payoutMethod.get.queryOptions());
  const [editing, setEditing] = useState(false);
  const held = method && Date.parse(method.heldUntil) > Date.now();
  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle>Payout method</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isPending ? (
          <LoadingState label="Loading your payout method" minHeight="min-h-16" />
        ) : isError ? (
          <Alert tone="danger">
            Your payout method could not be loaded.{' '}
            <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
              Try again
            </button>
          </Alert>
        ) : method ? (
          <div className="flex flex-col gap-1">
            <p className="font-medium text-ink">{method.masked}</p>
            <p className="text-sm text-ink-muted">{method.holderName}</p>
            {held && (
              <p className="text-sm text-ink-muted">
                Changed recently: payouts go to it from {formatDayTime(method.heldUntil, timeZone)}.
              </p>
            )}
          </div>
        ) : (
          <p className="text-sm text-ink-muted">
            Add where Talanta should pay you: M-Pesa, a bank account in India, UPI or an international bank
            account. Payouts wait until you do.
          </p>
        )}
        {editing ? (
          <Suspense fallback={<LoadingState label="Loading the form" minHeight="min-h-32" />}>
            <PayoutMethodForm onDone={() => setEditing(false)} />
          </Suspense>
        ) : (
          !isPending && (
            <div>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {method ? 'Change payout method' : 'Add payout method'}
              </Button>
            </div>
          )
        )}
      </CardContent>
    </Card>
  );
}
