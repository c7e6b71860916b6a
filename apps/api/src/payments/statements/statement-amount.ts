import { CAMT_AMOUNT_DECIMALS } from '@talanta/schema';

const DECIMAL_AMOUNT = /^(\d+)(?:\.(\d{1,5}))?$/;

/**
 * A decimal amount text ("1234.5", "100.00000") to integer cents by string arithmetic, never
 * through a float. Digits past the cents must be zeros. Returns the reason when it cannot.
 */
export function decimalTextToCents(value: string): { cents: number } | { problem: string } {
  const match = DECIMAL_AMOUNT.exec(value.trim());
  if (!match) return { problem: 'the amount is not a decimal number' };
  const [, whole = '', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) return { problem: CAMT_AMOUNT_DECIMALS };
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > 2_147_483_647) return { problem: 'the amount is too large' };
  return { cents };
}
