import type { TContract } from '@talanta/schema';

export const CONTRACT_STATUS_LABELS = { active: 'Active', ended: 'Ended' } as const;
export const CONTRACT_STATUS_VARIANTS = { active: 'accent', ended: 'neutral' } as const;

/** Active contracts first, then ended ones; newest first within each (the server's order is kept). */
export function activeFirst(contracts: TContract[]): TContract[] {
  return [
    ...contracts.filter((contract) => contract.status === 'active'),
    ...contracts.filter((contract) => contract.status !== 'active'),
  ];
}

/** "You" or the other party's name, for who ended a contract. */
export function endedByName(contract: TContract, viewerId: number): string | null {
  if (contract.endedBy === null) return null;
  return contract.endedBy === viewerId ? 'You' : contract.otherPartyName;
}
