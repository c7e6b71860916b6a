import type { TContract } from '@talanta/schema';

/** On the contract detail page: the weekly timesheets of a contract (the developer's editor, the client's approve/dispute). Placeholder until its feature lands. */
export function ContractTimesheets(_props: { contract: TContract }) {
  return null;
}
