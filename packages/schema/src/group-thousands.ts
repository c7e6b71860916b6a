/**
 * 1234567 → "1,234,567", as `toLocaleString('en-US')` writes it, without Intl: a browser's first
 * Intl call loads its locale data, a long task on a slow phone (170-250 ms at Lighthouse's 4× slower
 * CPU) that a first screen showing an amount or a count need not pay. Digits
 * after a decimal point are kept as they are.
 */
export function groupThousands(value: number): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
