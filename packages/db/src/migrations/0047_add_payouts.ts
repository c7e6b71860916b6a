import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Payout batches and payouts (issue 39, ADR 0041).
 * - A batch is what an admin pays out at once: its number (PB-2026-000001) is the pain.001 message
 *   id; the KES rate (millionths of a shilling per dollar) is kept when it holds M-Pesa payouts.
 * - A payout is one developer's payable balance at batch time, owed in US cents. It copies the
 *   method (type, holder, masked form and the sealed details), so changing the method later never
 *   redirects money already in a batch. `local_amount` is the whole shillings an M-Pesa payout sends.
 * - States: queued -> sent -> settled; queued or sent -> failed; settled -> failed (returned). The
 *   ledger is posted on sent, settled and failed; a queued payout only reserves the balance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE SEQUENCE payout_batch_number_seq`.execute(db);
  await sql`CREATE TABLE payout_batches (
    id serial PRIMARY KEY,
    number text NOT NULL UNIQUE,
    created_by integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    kes_rate_micro bigint CHECK (kes_rate_micro > 0)
  )`.execute(db);
  await sql`CREATE TABLE payouts (
    id serial PRIMARY KEY,
    batch_id integer NOT NULL REFERENCES payout_batches (id) ON DELETE RESTRICT,
    developer_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
    method_type text NOT NULL CHECK (method_type IN ('mpesa', 'bank_in', 'upi', 'bank_intl')),
    holder_name text NOT NULL,
    method_masked text NOT NULL,
    details_encrypted text NOT NULL,
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    local_currency text CHECK (local_currency IN ('KES')),
    local_amount bigint CHECK (local_amount > 0),
    status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'settled', 'failed')),
    reference text,
    failure_reason text,
    created_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz,
    settled_at timestamptz,
    failed_at timestamptz,
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((local_currency IS NULL) = (local_amount IS NULL))
  )`.execute(db);
  await sql`CREATE INDEX payouts_batch_id_idx ON payouts (batch_id, id)`.execute(db);
  await sql`CREATE INDEX payouts_developer_id_idx ON payouts (developer_id, id DESC)`.execute(db);
  // The ledger's migration (0043) left journal_entries.payout_id without its key: the table is made here.
  await sql`ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_payout_fk
    FOREIGN KEY (payout_id) REFERENCES payouts (id) ON DELETE RESTRICT`.execute(db);
  await sql`CREATE INDEX journal_entries_payout_id_idx ON journal_entries (payout_id) WHERE payout_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS journal_entries_payout_id_idx`.execute(db);
  await sql`ALTER TABLE journal_entries DROP CONSTRAINT IF EXISTS journal_entries_payout_fk`.execute(db);
  await sql`DROP TABLE IF EXISTS payouts`.execute(db);
  await sql`DROP TABLE IF EXISTS payout_batches`.execute(db);
  await sql`DROP SEQUENCE IF EXISTS payout_batch_number_seq`.execute(db);
}
