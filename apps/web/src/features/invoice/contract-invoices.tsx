import type { TContract } from '@talanta/schema';

/** On the contract detail page: the invoices that bill a contract's weeks. Placeholder until its feature lands. */
export function ContractInvoices(_props: { contract: TContract }) {
  return null;
}
