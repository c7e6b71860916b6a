import type { TContract } from '@talanta/schema';

/** On the contract detail page: the review form and both parties' reviews once a contract has ended. Placeholder until its feature lands. */
export function ContractReview(_props: { contract: TContract }) {
  return null;
}
