/** Made on first use, so a browser screen that shows no number never builds it. */
let grouping: Intl.NumberFormat | undefined;

/**
 * 1234567 → "1,234,567", as `toLocaleString('en-US')` writes it; digits after a decimal point are
 * kept (up to 20, Intl's limit), and -0 is "0".
 */
export function groupThousands(value: number): string {
  grouping ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 20, signDisplay: 'negative' });
  return grouping.format(value);
}
