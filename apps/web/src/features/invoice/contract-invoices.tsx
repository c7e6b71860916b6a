import type { TContract } from '@talanta/schema';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import { InvoiceList } from './invoice-list';

/** On the contract detail page: the invoices that bill this contract's weeks. */
export function ContractInvoices({ contract }: { contract: TContract }) {
  const trpc = useTRPC();
  const invoices = useQuery(trpc.invoice.list.queryOptions());
  if (invoices.isPending) return <p className="text-sm text-ink-muted">Loading invoices…</p>;
  if (invoices.isError)
    return <p className="text-sm text-danger">Error loading invoices. Please try again later.</p>;
  const billed = invoices.data.filter((invoice) =>
    invoice.lines.some((line) => line.contractId === contract.id),
  );
  return <InvoiceList invoices={billed} empty="No week of this contract has been invoiced yet." />;
}
