import { BANK_STATEMENT_LIMITS, BANK_STATEMENT_MESSAGES, type TBankImportResult } from '@talanta/schema';
import { Button, FormField, toast } from '@talanta/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { postFile } from '@/features/profile/upload-file';
import { useTRPC } from '@/lib/trpc';
import { ImportSummary } from './import-summary';

const ACCEPT = '.xml,.csv,application/xml,text/xml,text/csv';
const FAILED = 'The statement could not be imported. Please try again.';

/** Upload a camt.053/054 or CSV statement; the summary of what it paid shows below. */
export function StatementUpload() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<TBankImportResult | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!file) return setProblem(BANK_STATEMENT_MESSAGES.noFile);
    if (file.size > BANK_STATEMENT_LIMITS.maxBytes) return setProblem(BANK_STATEMENT_MESSAGES.tooLarge);
    setBusy(true);
    try {
      const imported = await postFile<TBankImportResult>('/api/admin/bank-statements', file, FAILED);
      setResult(imported);
      toast.success(`Statement imported: ${imported.imported} new, ${imported.duplicates} already imported`);
      await Promise.all([
        queryClient.invalidateQueries(trpc.bankTransaction.pathFilter()),
        queryClient.invalidateQueries(trpc.invoice.pathFilter()),
        queryClient.invalidateQueries(trpc.payout.pathFilter()),
        queryClient.invalidateQueries(trpc.ledger.pathFilter()),
        queryClient.invalidateQueries(trpc.payoutBatch.pathFilter()),
      ]);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-4">
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold text-ink">
        Import a bank statement
      </h2>
      <form
        onSubmit={submit}
        className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 sm:flex-row sm:items-end"
      >
        <FormField
          label="Statement file"
          hint={`ISO 20022 camt.053 or camt.054 (XML), or a CSV with date, amount, currency, reference, payer; at most ${BANK_STATEMENT_LIMITS.label}`}
        >
          <input
            type="file"
            accept={ACCEPT}
            required
            className="block w-full text-sm text-ink file:mr-3 file:rounded-md file:border file:border-line file:bg-surface-raised file:px-3 file:py-2 file:text-ink"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </FormField>
        <Button type="submit" disabled={busy}>
          {busy ? 'Importing…' : 'Import'}
        </Button>
      </form>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
      {result ? <ImportSummary result={result} /> : null}
    </section>
  );
}
