import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Bank statements and their transactions (issue 39, ADR 0039).
 * - A statement is one uploaded file: camt.053, camt.054 or CSV. Its hash is kept but not unique: an
 *   identical re-upload is answered (everything a duplicate), not refused.
 * - A transaction is one booked credit or debit. `dedupe_key` is unique, so importing one statement
 *   twice, even at the same moment, inserts each transaction once (INSERT ... ON CONFLICT DO NOTHING:
 *   the second import waits on the first's index entries and then skips them).
 * - Credits are matched to invoices or wait `unmatched` (with the reason) for an admin, who matches
 *   or dismisses them; debits are kept as `not_applicable`.
 * - Payments and journal entries made from a transaction name it: 0043 added their columns, the
 *   foreign keys come here with the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE bank_statements (
    id serial PRIMARY KEY,
    format text NOT NULL CHECK (format IN ('camt.053', 'camt.054', 'csv')),
    file_sha256 text NOT NULL,
    message_id text,
    statement_id text,
    account_id text,
    imported_by integer REFERENCES users (id) ON DELETE SET NULL,
    imported_at timestamptz NOT NULL DEFAULT now(),
    entries integer NOT NULL CHECK (entries >= 0),
    new_entries integer NOT NULL CHECK (new_entries >= 0)
  )`.execute(db);
  await sql`CREATE TABLE bank_transactions (
    id serial PRIMARY KEY,
    statement_id integer NOT NULL REFERENCES bank_statements (id) ON DELETE RESTRICT,
    dedupe_key text NOT NULL UNIQUE,
    direction text NOT NULL CHECK (direction IN ('credit', 'debit')),
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
    booking_date date NOT NULL,
    value_date date,
    reference text NOT NULL DEFAULT '',
    end_to_end_id text,
    bank_reference text,
    payer_name text,
    payer_account text,
    additional_info text,
    reversal boolean NOT NULL DEFAULT false,
    status text NOT NULL
      CHECK (status IN ('matched', 'partial', 'overpaid', 'unmatched', 'dismissed', 'not_applicable')),
    reason text CHECK (reason IN ('no_reference', 'several_invoices', 'unknown_invoice', 'currency', 'reversal')),
    invoice_id integer REFERENCES invoices (id) ON DELETE RESTRICT,
    resolved_by integer REFERENCES users (id) ON DELETE SET NULL,
    resolved_at timestamptz,
    note text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX bank_transactions_status_idx ON bank_transactions (status, booking_date, id)`.execute(
    db,
  );
  // The ledger's migration (0043) left these columns without their key: the table is made here.
  await sql`ALTER TABLE payments ADD CONSTRAINT payments_bank_transaction_fk
    FOREIGN KEY (bank_transaction_id) REFERENCES bank_transactions (id) ON DELETE RESTRICT`.execute(db);
  await sql`ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_bank_transaction_fk
    FOREIGN KEY (bank_transaction_id) REFERENCES bank_transactions (id) ON DELETE RESTRICT`.execute(db);
  await sql`CREATE INDEX bank_transactions_invoice_id_idx ON bank_transactions (invoice_id)
    WHERE invoice_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE journal_entries DROP CONSTRAINT IF EXISTS journal_entries_bank_transaction_fk`.execute(
    db,
  );
  await sql`ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_bank_transaction_fk`.execute(db);
  await sql`DROP TABLE IF EXISTS bank_transactions`.execute(db);
  await sql`DROP TABLE IF EXISTS bank_statements`.execute(db);
}
