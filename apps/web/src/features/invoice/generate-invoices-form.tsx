import { Button, FormField, Input, toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

/** The admin's "Generate invoices now", over approved weeks ending on or before an optional date. */
export function GenerateInvoicesForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [through, setThrough] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const generate = useMutation(
    trpc.invoice.generate.mutationOptions({
      onSuccess: async (invoices) => {
        const text =
          invoices.length === 0
            ? 'Nothing to invoice: no approved hours are waiting.'
            : `${invoices.length} invoice${invoices.length === 1 ? '' : 's'} created.`;
        setResult(text);
        toast.success(text);
        await queryClient.invalidateQueries(trpc.invoice.list.pathFilter());
      },
      onError: (error) => setResult(messageOf(error, 'Could not generate invoices. Please try again.')),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    generate.mutate(through ? { through } : {});
  };
  return (
    <form
      onSubmit={submit}
      className="flex max-w-3xl flex-col gap-3 rounded-lg border border-line bg-surface p-4 sm:flex-row sm:items-end"
    >
      <FormField label="Through" hint="Bills weeks ending on or before this date; empty: today" optional>
        <Input type="date" value={through} onChange={(event) => setThrough(event.target.value)} />
      </FormField>
      <Button type="submit" disabled={generate.isPending}>
        {generate.isPending ? 'Generating…' : 'Generate invoices now'}
      </Button>
      <p role="status" className="text-sm text-ink-muted">
        {result}
      </p>
    </form>
  );
}
