import { describe, expect, it } from 'vitest';
import { formatBankAmount } from './bank-money';

describe('formatBankAmount', () => {
  it('writes dollars as invoices do and other currencies by their code, from whole cents', () => {
    expect(formatBankAmount(44_000, 'USD')).toBe('$440.00');
    expect(formatBankAmount(123_456_789, 'USD')).toBe('$1,234,567.89');
    expect(formatBankAmount(6_005, 'EUR')).toBe('EUR 60.05');
    expect(formatBankAmount(100_000_00, 'KES')).toBe('KES 100,000.00');
  });
});
