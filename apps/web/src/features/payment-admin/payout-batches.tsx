import {
  exceedsMpesaLimit,
  formatUsd,
  kesRateToMicro,
  PAYOUT_MESSAGES,
  PAYOUT_METHOD_LABELS,
  type TPayableDeveloper,
  type TPayoutBatch,
} from '@talanta/schema';
import { Button, EmptyState, FormField, Input, toast } from '@talanta/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Banknote } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatLocalAmount, PayoutStatusBadge } from '@/features/payout/payout-status';
import { messageOf } from '@/lib/errors';
import { formatDayTime } from '@/lib/time-zone';
import { useTRPC } from '@/lib/trpc';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { MarkPayoutDialog } from './mark-payout-dialog';

export const PAYOUT_BATCHES_QUERY = { limit: 20 } as const;

const STATE_TEXT: Record<TPayableDeveloper['state'], string> = {
  ready: 'Ready',
  no_method: 'No payout method yet',
  held: 'Method changed recently: on hold',
  over_mpesa_limit: 'Above the M-Pesa limit (KES 250,000) at this rate: needs a bank account',
};

/** "M-Pesa •••• 5678" already names its kind; a bank account's masked number does not. */
function methodText(method: NonNullable<TPayableDeveloper['method']>): string {
  const label = PAYOUT_METHOD_LABELS[method.type];
  return method.masked.startsWith(label.split(' ')[0] ?? label)
    ? method.masked
    : `${label}: ${method.masked}`;
}

const FILE_LINKS = {
  'pain.001': 'Bank file (pain.001 XML)',
  'mpesa-csv': 'M-Pesa file (CSV)',
} as const;

/** Who Talanta owes, and the form that puts every ready balance in a new batch. */
function PayableDevelopers() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const timeZone = useViewerTimeZone();
  const { data: payable } = useSuspenseQuery(trpc.payout.payable.queryOptions());
  const [kesRate, setKesRate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation(
    trpc.payoutBatch.create.mutationOptions({
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.payoutBatch.pathFilter()),
          queryClient.invalidateQueries(trpc.payout.pathFilter()),
        ]),
    }),
  );
  // The server applies the M-Pesa cap at the batch's rate: the list follows the rate as it is typed.
  const rateMicro = kesRateToMicro(kesRate);
  const owedNow = payable.map((owed) =>
    owed.state === 'ready' &&
    owed.method?.type === 'mpesa' &&
    rateMicro !== null &&
    exceedsMpesaLimit(owed.amountCents, rateMicro)
      ? { ...owed, state: 'over_mpesa_limit' as const }
      : owed,
  );
  const ready = owedNow.filter((developer) => developer.state === 'ready');
  const needsRate = payable.some(
    (developer) => developer.state === 'ready' && developer.method?.type === 'mpesa',
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (needsRate && kesRateToMicro(kesRate) === null) return setProblem(PAYOUT_MESSAGES.kesRate);
    try {
      const batch = await create.mutateAsync(needsRate ? { kesRate } : {});
      toast.success(
        `${batch.number} created: ${batch.payouts.length} payouts, ${formatUsd(batch.totalCents)}`,
      );
      setKesRate('');
    } catch (error) {
      setProblem(messageOf(error, 'The batch could not be created. Please try again.'));
    }
  }

  if (payable.length === 0)
    return (
      <EmptyState
        icon={<Banknote aria-hidden="true" className="size-5" />}
        title="Nothing to pay out"
        description="When a client's payment settles an invoice, each developer's share is owed here."
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
        {owedNow.map((owed) => (
          <li
            key={owed.developer.id}
            className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-medium text-ink">{owed.developer.name}</p>
              <p className="text-sm text-ink-muted">
                {owed.method ? methodText(owed.method) : 'No payout method'}
              </p>
            </div>
            <div className="flex flex-col sm:items-end">
              <p className="font-semibold text-ink">{formatUsd(owed.amountCents)}</p>
              <p className={owed.state === 'ready' ? 'text-sm text-accent' : 'text-sm text-ink-muted'}>
                {STATE_TEXT[owed.state]}
                {owed.state === 'held' && owed.heldUntil
                  ? ` until ${formatDayTime(owed.heldUntil, timeZone)}`
                  : ''}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {ready.length === 0 && !needsRate ? (
        <p className="text-sm text-ink-muted">
          Nobody is ready to be paid yet: each developer's line says what is missing.
        </p>
      ) : (
        <form
          onSubmit={submit}
          className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 sm:flex-row sm:items-end"
        >
          {needsRate ? (
            <FormField label="KES rate" hint="Shillings per US dollar from the bank's quote, e.g. 129.5">
              <Input
                required
                inputMode="decimal"
                autoComplete="off"
                value={kesRate}
                onChange={(event) => setKesRate(event.target.value)}
              />
            </FormField>
          ) : null}
          <Button type="submit" disabled={ready.length === 0 || create.isPending}>
            {create.isPending
              ? 'Creating…'
              : `Create payout batch (${ready.length} ready, ${formatUsd(ready.reduce((sum, owed) => sum + owed.amountCents, 0))})`}
          </Button>
        </form>
      )}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function BatchCard({ batch }: { batch: TPayoutBatch }) {
  const timeZone = useViewerTimeZone();
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h3 className="font-semibold text-ink">{batch.number}</h3>
        <p className="text-sm text-ink-muted">
          {formatUsd(batch.totalCents)} · {formatDayTime(batch.createdAt, timeZone)}
          {batch.createdBy ? ` by ${batch.createdBy}` : ''}
          {batch.kesRate ? ` · KES ${batch.kesRate} per USD` : ''}
        </p>
      </div>
      {batch.files.length > 0 ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {batch.files.map((format) => (
            <a
              key={format}
              className="font-medium text-accent underline"
              href={`/api/admin/payout-batches/${batch.id}/file?format=${format}`}
              download
            >
              {FILE_LINKS[format]}
              <span className="sr-only"> of {batch.number}</span>
            </a>
          ))}
        </p>
      ) : null}
      <ul className="flex flex-col divide-y divide-line">
        {batch.payouts.map((payout) => (
          <li
            key={payout.id}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-medium text-ink">
                {payout.developer.name} · {formatUsd(payout.amountCents)}
                {payout.localAmount ? ` (${formatLocalAmount(payout.localAmount)})` : ''}
              </p>
              <p className="break-words text-sm text-ink-muted">
                {payout.reference} to {payout.method.masked}
                {payout.method.type === 'upi' ? ' (UPI: pay by hand, then mark it)' : ''}
                {payout.bankReference ? ` · bank reference ${payout.bankReference}` : ''}
                {payout.failureReason ? ` · ${payout.failureReason}` : ''}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <PayoutStatusBadge status={payout.status} />
              <MarkPayoutDialog payout={payout} />
            </div>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Payouts (admins): what is owed, new batches, their bank files, and each payout's state. */
export function PayoutBatches() {
  const trpc = useTRPC();
  const { data: batches } = useSuspenseQuery(trpc.payoutBatch.list.queryOptions(PAYOUT_BATCHES_QUERY));
  return (
    <section aria-labelledby="payouts-heading" className="flex flex-col gap-4">
      <h2 id="payouts-heading" className="text-lg font-semibold text-ink">
        Payouts
      </h2>
      <PayableDevelopers />
      <h3 className="font-semibold text-ink">Payout batches</h3>
      {batches.length === 0 ? (
        <p className="text-sm text-ink-muted">No payout batch yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {batches.map((batch) => (
            <BatchCard key={batch.id} batch={batch} />
          ))}
        </ul>
      )}
    </section>
  );
}
