import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Money received that pays no invoice (issue 39, ADR 0039): a credit an admin dismisses
 * (interest, a refund to Talanta, its own transfer) leaves `unapplied_cash` for `other_receipts`,
 * with the admin's note on the transaction, instead of waiting there for ever.
 */
const KINDS = [
  'invoice_issued',
  'credit_note_issued',
  'payment_matched',
  'overpayment',
  'unmatched_receipt',
  'receipt_applied',
  'invoice_settled',
  'trial_waived',
  'payout_sent',
  'payout_settled',
  'payout_failed',
  'credit_applied',
];
const kindCheck = (kinds: string[]) =>
  sql.raw(`CHECK (kind IN (${kinds.map((kind) => `'${kind}'`).join(', ')}))`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO ledger_accounts (code, name, kind)
    VALUES ('other_receipts', 'Other receipts (dismissed: interest, refunds to Talanta)', 'revenue')`.execute(
    db,
  );
  await sql`ALTER TABLE journal_entries DROP CONSTRAINT journal_entries_kind_check`.execute(db);
  await sql`ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_kind_check ${kindCheck([
    ...KINDS,
    'receipt_dismissed',
  ])}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE journal_entries DROP CONSTRAINT journal_entries_kind_check`.execute(db);
  await sql`ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_kind_check ${kindCheck(KINDS)}`.execute(
    db,
  );
  await sql`DELETE FROM ledger_accounts WHERE code = 'other_receipts'`.execute(db);
}
