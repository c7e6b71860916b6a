import { describe, expect, it } from 'vitest';
import { exceedsMpesaLimit, kesRateFromMicro, kesRateToMicro } from '../src/payout';

describe('the KES rate of a payout batch', () => {
  it('reads shillings per dollar with up to 4 decimals, as integer millionths, and back', () => {
    expect(kesRateToMicro('129.5')).toBe(129_500_000);
    expect(kesRateToMicro(' 130 ')).toBe(130_000_000);
    expect(kesRateToMicro('129.1234')).toBe(129_123_400);
    for (const refused of ['', '0', '12,9', '129.12345', '-129', 'abc', '1e3'])
      expect(kesRateToMicro(refused)).toBeNull();
    expect(kesRateFromMicro(129_500_000)).toBe('129.5');
    expect(kesRateFromMicro(130_000_000)).toBe('130');
  });

  it('finds a payment above one M-Pesa payment’s KES 250,000 at the rate', () => {
    // $1,930.50 at 129.5 is KES 250,000 (rounded), the limit itself; a cent more is above it.
    expect(exceedsMpesaLimit(193_050, 129_500_000)).toBe(false);
    expect(exceedsMpesaLimit(193_051, 129_500_000)).toBe(true);
    expect(exceedsMpesaLimit(620_000, 129_500_000)).toBe(true);
  });
});
