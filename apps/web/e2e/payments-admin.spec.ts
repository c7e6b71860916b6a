import { randomBytes } from 'node:crypto';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yIssues } from './support/axe';
import { expect, type Page, test } from './support/test';

/**
 * Issue 39, reconciliation: the admin imports a bank statement on /payments, reads what it paid,
 * and resolves the credits no invoice number matched (Match to invoice, Dismiss) and the debits
 * that settled no payout (Dismiss: ADR 0053).
 */

function statementCsv(payer: string): Buffer {
  const today = new Date().toISOString().slice(0, 10);
  return Buffer.from(
    `date,amount,currency,reference,payer\n${today},250.00,USD,Office refund,${payer}\n${today},12.50,USD,Interest February,${payer} Bank\n${today},-4.00,USD,Charges ${payer},\n`,
  );
}

async function importStatement(page: Page, payer: string) {
  await page.getByLabel('Statement file').setInputFiles({
    name: 'statement.csv',
    mimeType: 'text/csv',
    buffer: statementCsv(payer),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('3 new transactions')).toBeVisible();
}

for (const width of [1280, 390]) {
  test(`an admin imports a statement and resolves what is left, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    const payer = `Kilima ${randomBytes(3).toString('hex')}`;
    await importStatement(page, payer);
    await expect(page.getByText('To match by hand: 3')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`payments-${width}.png`), fullPage: true });
    await expectNoSeriousA11yIssues(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // An invoice number that does not exist is refused inside the dialog, where it is fixed.
    await page.getByRole('button', { name: `Match to invoice: $250.00 from ${payer}` }).click();
    const match = page.getByRole('dialog', { name: 'Match $250.00 to an invoice' });
    await match.getByLabel('Invoice number').fill('TAL-2099-999999');
    await match.getByRole('button', { name: 'Match', exact: true }).click();
    await expect(match.getByText('Invoice not found: TAL-2099-999999')).toBeVisible();
    await expectNoSeriousA11yIssues(page, '[role="dialog"]');
    await match.getByRole('button', { name: 'Back' }).click();

    await page.getByRole('button', { name: `Dismiss: $12.50 from ${payer} Bank` }).click();
    const dismiss = page.getByRole('dialog', { name: 'Dismiss $12.50' });
    await dismiss.getByLabel('Why it pays no invoice').fill('Bank interest');
    await dismiss.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await expect(page.getByRole('button', { name: `Dismiss: $12.50 from ${payer} Bank` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Match to invoice: $250.00 from ${payer}` })).toBeVisible();

    // Money paid out that quotes no payout is listed too: it can be dismissed, not matched to an invoice.
    const toMatch = page.getByRole('region', { name: /^To match/ });
    const charges = toMatch.getByRole('listitem').filter({ hasText: `Charges ${payer}` });
    await expect(charges.getByText('−$4.00')).toBeVisible();
    await expect(charges.getByText(/quotes no payout/)).toBeVisible();
    await expect(charges.getByRole('button', { name: /^Match to invoice/ })).toHaveCount(0);
    await charges.getByRole('button', { name: `Dismiss: −$4.00 paid out, Charges ${payer}` }).click();
    const dismissCharges = page.getByRole('dialog', { name: 'Dismiss −$4.00' });
    await dismissCharges.getByLabel('What it was').fill('Bank charges');
    await dismissCharges.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await expect(toMatch.getByRole('listitem').filter({ hasText: `Charges ${payer}` })).toHaveCount(0);

    // The same statement again changes nothing.
    await page.reload();
    await page.getByLabel('Statement file').setInputFiles({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: statementCsv(payer),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('0 new transactions, 3 already imported.')).toBeVisible();
  });
}
