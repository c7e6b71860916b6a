import type { TContract } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { activeFirst, endedByName } from './contract-status';

const contract = (id: number, status: TContract['status'], endedBy: number | null = null) =>
  ({ id, status, endedBy, otherPartyName: 'Amani Otieno' }) as TContract;

describe('contracts', () => {
  it('lists active contracts before ended ones, keeping the order within each', () => {
    const list = [contract(5, 'ended'), contract(4, 'active'), contract(3, 'ended'), contract(2, 'active')];
    expect(activeFirst(list).map((item) => item.id)).toEqual([4, 2, 5, 3]);
  });

  it('names who ended a contract from the viewer’s side', () => {
    expect(endedByName(contract(1, 'ended', 9), 9)).toBe('You');
    expect(endedByName(contract(1, 'ended', 8), 9)).toBe('Amani Otieno');
    expect(endedByName(contract(1, 'active'), 9)).toBeNull();
  });
});
