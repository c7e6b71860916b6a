import { type Kysely, sql } from 'kysely';

/**
 * Frozen. A debit of an imported statement that settles no payout (bank charges, another amount, a
 * payout already settled) waits `unmatched` with its reason, as a credit does, instead of being kept
 * out of sight as `not_applicable` (ADR 0053). Debits imported before, that posted nothing to the
 * ledger (no payout took them), are listed too, without a reason: the import did not record one.
 * One statement per call (PGlite runs them singly).
 */
const CREDIT_REASONS = ['no_reference', 'several_invoices', 'unknown_invoice', 'currency', 'reversal'];
const DEBIT_REASONS = ['no_payout_reference', 'unknown_payout', 'payout_amount', 'payout_closed'];
const reasonCheck = (reasons: string[]) =>
  sql.raw(`CHECK (reason IN (${reasons.map((reason) => `'${reason}'`).join(', ')}))`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bank_transactions DROP CONSTRAINT bank_transactions_reason_check`.execute(db);
  await sql`ALTER TABLE bank_transactions ADD CONSTRAINT bank_transactions_reason_check ${reasonCheck([
    ...CREDIT_REASONS,
    ...DEBIT_REASONS,
  ])}`.execute(db);
  await sql`UPDATE bank_transactions AS debit SET status = 'unmatched'
    WHERE debit.direction = 'debit' AND debit.status = 'not_applicable'
      AND NOT EXISTS (SELECT 1 FROM journal_entries AS entry WHERE entry.bank_transaction_id = debit.id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE bank_transactions SET status = 'not_applicable', reason = NULL
    WHERE direction = 'debit' AND status = 'unmatched'`.execute(db);
  await sql`UPDATE bank_transactions SET reason = NULL
    WHERE direction = 'debit' AND reason IS NOT NULL`.execute(db);
  await sql`ALTER TABLE bank_transactions DROP CONSTRAINT bank_transactions_reason_check`.execute(db);
  await sql`ALTER TABLE bank_transactions ADD CONSTRAINT bank_transactions_reason_check ${reasonCheck(
    CREDIT_REASONS,
  )}`.execute(db);
}
