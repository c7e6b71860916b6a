import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Money that is accounted for (issue 39, ADRs 0034 and 0035).
 *
 * A double-entry ledger: a fixed chart of accounts, journal entries and their lines (debit > 0,
 * credit < 0). Each entry sums to zero with at least two lines, checked by deferred constraint
 * triggers at COMMIT (a transaction writes an entry and its lines in any order); both tables are
 * append-only (a mistake is undone by a reversing entry). Balances are sums, never stored.
 *
 * Issued invoices become immutable: what they show (the client, the platform's legal details, the
 * payment instructions, each line's developer and job) is stored at issue; only the status and the
 * paid time may change afterwards. Corrections are credit notes (CN-YYYY-NNNNNN), as immutable.
 * Payments may be partial, or come from the client's credit; an invoice credited to zero before
 * any money arrived is 'credited'.
 *
 * Existing invoices are backfilled from today's data (the best record there is) and their
 * issue, payments and settlement are posted, so the ledger agrees with them from the start.
 */

const chart = [
  ['cash_bank', 'Cash at the bank', 'asset'],
  ['client_receivable', 'Client receivables', 'asset'],
  ['unapplied_cash', 'Money received, not yet matched', 'liability'],
  ['client_credit', 'Client credit (overpayments, credited paid invoices)', 'liability'],
  ['developer_payable_pending', 'Developers’ share of unpaid invoices', 'liability'],
  ['developer_payable', 'Developer payables', 'liability'],
  ['payouts_in_transit', 'Payouts sent, not yet settled', 'liability'],
  ['platform_fee_revenue', 'Platform fee revenue', 'revenue'],
  ['trial_cost', 'Trial cost (not-a-fit trials paid by Talanta)', 'expense'],
] as const;

const ENTRY_KINDS = [
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

const ledgerStatements = [
  `CREATE TABLE ledger_accounts (
    id serial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    name text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('asset', 'liability', 'revenue', 'expense'))
  )`,
  `INSERT INTO ledger_accounts (code, name, kind) VALUES ${chart
    .map(([code, name, kind]) => `('${code}', '${name}', '${kind}')`)
    .join(', ')}`,
  `CREATE TABLE journal_entries (
    id serial PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN (${ENTRY_KINDS.map((kind) => `'${kind}'`).join(', ')})),
    occurred_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    created_by integer REFERENCES users (id) ON DELETE SET NULL,
    invoice_id integer REFERENCES invoices (id) ON DELETE RESTRICT,
    credit_note_id integer,
    bank_transaction_id integer,
    payout_id integer,
    memo text NOT NULL DEFAULT ''
  )`,
  `CREATE INDEX journal_entries_invoice_id_idx ON journal_entries (invoice_id) WHERE invoice_id IS NOT NULL`,
  `CREATE INDEX journal_entries_newest_idx ON journal_entries (id DESC)`,
  `CREATE TABLE journal_lines (
    id serial PRIMARY KEY,
    entry_id integer NOT NULL REFERENCES journal_entries (id) ON DELETE RESTRICT,
    account_id integer NOT NULL REFERENCES ledger_accounts (id),
    party_id integer REFERENCES users (id) ON DELETE RESTRICT,
    amount_cents integer NOT NULL CHECK (amount_cents <> 0)
  )`,
  `CREATE INDEX journal_lines_account_party_idx ON journal_lines (account_id, party_id)`,
  `CREATE INDEX journal_lines_entry_id_idx ON journal_lines (entry_id)`,
  `CREATE INDEX journal_lines_party_id_idx ON journal_lines (party_id) WHERE party_id IS NOT NULL`,
];

const invoiceStatements = [
  `ALTER TABLE invoices ADD COLUMN client_snapshot jsonb`,
  `ALTER TABLE invoices ADD COLUMN issuer_snapshot jsonb`,
  `ALTER TABLE invoices ADD COLUMN payment_instructions jsonb`,
  `ALTER TABLE invoice_lines ADD COLUMN developer_name text`,
  `ALTER TABLE invoice_lines ADD COLUMN job_title text`,
  `UPDATE invoices SET
    client_snapshot = jsonb_build_object(
      'name', u.first_name || ' ' || u.last_name,
      'companyName', cp.company_name,
      'email', u.email,
      'taxNumber', NULL, 'taxNumberKind', NULL, 'country', NULL, 'address', NULL),
    issuer_snapshot = jsonb_build_object(
      'legalName', 'Talanta', 'address', '', 'registrationNumber', NULL, 'taxNumbers', '[]'::jsonb),
    payment_instructions = jsonb_build_object('reference', invoices.number, 'accounts', '[]'::jsonb)
    FROM users u LEFT JOIN client_profiles cp ON cp.user_id = u.id
    WHERE u.id = invoices.client_id`,
  `UPDATE invoice_lines SET
    developer_name = u.first_name || ' ' || u.last_name,
    job_title = coalesce(j.title, c.job_title)
    FROM users u, contracts c LEFT JOIN jobs j ON j.id = c.job_id
    WHERE u.id = invoice_lines.developer_id AND c.id = invoice_lines.contract_id`,
  `ALTER TABLE invoices ALTER COLUMN client_snapshot SET NOT NULL,
    ALTER COLUMN issuer_snapshot SET NOT NULL,
    ALTER COLUMN payment_instructions SET NOT NULL`,
  `ALTER TABLE invoice_lines ALTER COLUMN developer_name SET NOT NULL`,
  `ALTER TABLE invoices DROP CONSTRAINT invoices_status_check`,
  `ALTER TABLE invoices ADD CONSTRAINT invoices_status_check CHECK (status IN ('issued', 'paid', 'credited'))`,
  `ALTER TABLE payments DROP CONSTRAINT payments_provider_check`,
  `ALTER TABLE payments ADD CONSTRAINT payments_provider_check CHECK (provider IN ('bank_transfer', 'client_credit'))`,
  // The bank statement import (a later migration) adds the foreign key.
  `ALTER TABLE payments ADD COLUMN bank_transaction_id integer`,
  `CREATE SEQUENCE credit_note_number_seq`,
  `CREATE TABLE credit_notes (
    id serial PRIMARY KEY,
    number text NOT NULL UNIQUE,
    invoice_id integer NOT NULL REFERENCES invoices (id) ON DELETE RESTRICT,
    client_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
    reason text NOT NULL CHECK (reason IN ('trial_not_a_fit', 'correction')),
    note text NOT NULL DEFAULT '',
    issue_date date NOT NULL,
    subtotal_cents integer NOT NULL CHECK (subtotal_cents > 0),
    fee_cents integer NOT NULL CHECK (fee_cents >= 0),
    total_cents integer NOT NULL CHECK (total_cents = subtotal_cents + fee_cents),
    client_snapshot jsonb NOT NULL,
    issuer_snapshot jsonb NOT NULL,
    created_by integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX credit_notes_invoice_id_idx ON credit_notes (invoice_id)`,
  `CREATE INDEX credit_notes_client_id_idx ON credit_notes (client_id, id DESC)`,
  `CREATE TABLE credit_note_lines (
    id serial PRIMARY KEY,
    credit_note_id integer NOT NULL REFERENCES credit_notes (id) ON DELETE RESTRICT,
    invoice_line_id integer NOT NULL UNIQUE REFERENCES invoice_lines (id) ON DELETE RESTRICT,
    developer_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
    amount_cents integer NOT NULL CHECK (amount_cents > 0)
  )`,
  `CREATE INDEX credit_note_lines_credit_note_id_idx ON credit_note_lines (credit_note_id)`,
  `CREATE INDEX credit_note_lines_developer_id_idx ON credit_note_lines (developer_id)`,
  `ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_credit_note_id_fkey
    FOREIGN KEY (credit_note_id) REFERENCES credit_notes (id) ON DELETE RESTRICT`,
];

/** Posts what existing invoices already did: issued, paid (in full, the only way until now), settled. */
const backfillStatements = [
  `INSERT INTO journal_entries (kind, occurred_at, invoice_id, memo)
    SELECT 'invoice_issued', issue_date::timestamptz, id, 'Invoice ' || number || ' issued (posted when the ledger began)'
    FROM invoices WHERE total_cents > 0 ORDER BY id`,
  `INSERT INTO journal_lines (entry_id, account_id, party_id, amount_cents)
    SELECT e.id, (SELECT id FROM ledger_accounts WHERE code = 'client_receivable'), i.client_id, i.total_cents
    FROM journal_entries e JOIN invoices i ON i.id = e.invoice_id WHERE e.kind = 'invoice_issued'
    UNION ALL
    SELECT e.id, (SELECT id FROM ledger_accounts WHERE code = 'platform_fee_revenue'), NULL, -i.fee_cents
    FROM journal_entries e JOIN invoices i ON i.id = e.invoice_id WHERE e.kind = 'invoice_issued' AND i.fee_cents > 0
    UNION ALL
    SELECT e.id, (SELECT id FROM ledger_accounts WHERE code = 'developer_payable_pending'), l.developer_id, -sum(l.amount_cents)::integer
    FROM journal_entries e JOIN invoice_lines l ON l.invoice_id = e.invoice_id WHERE e.kind = 'invoice_issued'
    GROUP BY e.id, l.developer_id HAVING sum(l.amount_cents) > 0`,
  `INSERT INTO journal_entries (kind, occurred_at, invoice_id, memo)
    SELECT 'payment_matched', max(p.paid_at), p.invoice_id, 'Payments ' || string_agg(p.reference, ', ') || ' (posted when the ledger began)'
    FROM payments p GROUP BY p.invoice_id ORDER BY p.invoice_id`,
  `INSERT INTO journal_lines (entry_id, account_id, party_id, amount_cents)
    SELECT e.id, (SELECT id FROM ledger_accounts WHERE code = 'cash_bank'), NULL, sum(p.amount_cents)::integer
    FROM journal_entries e JOIN payments p ON p.invoice_id = e.invoice_id WHERE e.kind = 'payment_matched' GROUP BY e.id
    UNION ALL
    SELECT e.id, (SELECT id FROM ledger_accounts WHERE code = 'client_receivable'), i.client_id, -sum(p.amount_cents)::integer
    FROM journal_entries e JOIN payments p ON p.invoice_id = e.invoice_id JOIN invoices i ON i.id = e.invoice_id
    WHERE e.kind = 'payment_matched' GROUP BY e.id, i.client_id`,
  `INSERT INTO journal_entries (kind, occurred_at, invoice_id, memo)
    SELECT 'invoice_settled', coalesce(paid_at, issue_date::timestamptz), id, 'Invoice ' || number || ' settled (posted when the ledger began)'
    FROM invoices WHERE status = 'paid' AND subtotal_cents > 0 ORDER BY id`,
  `INSERT INTO journal_lines (entry_id, account_id, party_id, amount_cents)
    SELECT e.id, a.id, l.developer_id, (CASE WHEN a.code = 'developer_payable' THEN -1 ELSE 1 END) * sum(l.amount_cents)::integer
    FROM journal_entries e JOIN invoice_lines l ON l.invoice_id = e.invoice_id
    CROSS JOIN ledger_accounts a
    WHERE e.kind = 'invoice_settled' AND a.code IN ('developer_payable_pending', 'developer_payable')
    GROUP BY e.id, a.id, a.code, l.developer_id HAVING sum(l.amount_cents) > 0`,
];

/** Created after the backfill, whose statements may run outside one transaction on some drivers. */
const triggerStatements = [
  `CREATE FUNCTION journal_entry_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      -- TG_ARGV[0] names the column holding the entry's id: 'id' on entries, 'entry_id' on lines.
      checked integer := (to_jsonb(NEW) ->> TG_ARGV[0])::integer;
      line_count integer;
      total bigint;
    BEGIN
      SELECT count(*), coalesce(sum(amount_cents), 0) INTO line_count, total
        FROM journal_lines WHERE entry_id = checked;
      IF line_count < 2 THEN
        RAISE EXCEPTION 'journal entry % has % line(s): an entry needs at least two', checked, line_count
          USING ERRCODE = '23514';
      END IF;
      IF total <> 0 THEN
        RAISE EXCEPTION 'journal entry % does not balance: its lines sum to % cents', checked, total
          USING ERRCODE = '23514';
      END IF;
      RETURN NULL;
    END $$`,
  `CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_must_balance('id')`,
  `CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_must_balance('entry_id')`,
  `CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION '%', TG_ARGV[0] USING ERRCODE = '55000';
    END $$`,
  `CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
    FOR EACH ROW EXECUTE FUNCTION refuse_change('ledger rows are append-only: post a reversing entry')`,
  `CREATE TRIGGER journal_lines_append_only BEFORE UPDATE OR DELETE ON journal_lines
    FOR EACH ROW EXECUTE FUNCTION refuse_change('ledger rows are append-only: post a reversing entry')`,
  `CREATE FUNCTION invoice_keeps_what_was_issued() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (to_jsonb(NEW) - 'status' - 'paid_at') IS DISTINCT FROM (to_jsonb(OLD) - 'status' - 'paid_at') THEN
        RAISE EXCEPTION 'invoice % was issued: only its status and paid time may change (issue a credit note)', OLD.number
          USING ERRCODE = '55000';
      END IF;
      RETURN NEW;
    END $$`,
  `CREATE TRIGGER invoices_immutable BEFORE UPDATE ON invoices
    FOR EACH ROW EXECUTE FUNCTION invoice_keeps_what_was_issued()`,
  `CREATE TRIGGER invoices_kept BEFORE DELETE ON invoices
    FOR EACH ROW EXECUTE FUNCTION refuse_change('issued invoices are kept: issue a credit note')`,
  `CREATE TRIGGER invoice_lines_immutable BEFORE UPDATE OR DELETE ON invoice_lines
    FOR EACH ROW EXECUTE FUNCTION refuse_change('lines of an issued invoice do not change: issue a credit note')`,
  `CREATE TRIGGER credit_notes_immutable BEFORE UPDATE OR DELETE ON credit_notes
    FOR EACH ROW EXECUTE FUNCTION refuse_change('issued credit notes do not change')`,
  `CREATE TRIGGER credit_note_lines_immutable BEFORE UPDATE OR DELETE ON credit_note_lines
    FOR EACH ROW EXECUTE FUNCTION refuse_change('issued credit notes do not change')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    ...ledgerStatements,
    ...invoiceStatements,
    ...backfillStatements,
    ...triggerStatements,
  ])
    await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const downStatements = [
    `DROP TRIGGER credit_note_lines_immutable ON credit_note_lines`,
    `DROP TRIGGER credit_notes_immutable ON credit_notes`,
    `DROP TRIGGER invoice_lines_immutable ON invoice_lines`,
    `DROP TRIGGER invoices_kept ON invoices`,
    `DROP TRIGGER invoices_immutable ON invoices`,
    `DROP FUNCTION invoice_keeps_what_was_issued()`,
    `DROP TABLE journal_lines`,
    `DROP TABLE journal_entries`,
    `DROP FUNCTION refuse_change()`,
    `DROP FUNCTION journal_entry_must_balance()`,
    `DROP TABLE ledger_accounts`,
    `DROP TABLE credit_note_lines`,
    `DROP TABLE credit_notes`,
    `DROP SEQUENCE credit_note_number_seq`,
    `ALTER TABLE payments DROP COLUMN bank_transaction_id`,
    `ALTER TABLE payments DROP CONSTRAINT payments_provider_check`,
    `ALTER TABLE payments ADD CONSTRAINT payments_provider_check CHECK (provider IN ('bank_transfer'))`,
    `ALTER TABLE invoices DROP CONSTRAINT invoices_status_check`,
    `ALTER TABLE invoices ADD CONSTRAINT invoices_status_check CHECK (status IN ('issued', 'paid'))`,
    `ALTER TABLE invoice_lines DROP COLUMN job_title`,
    `ALTER TABLE invoice_lines DROP COLUMN developer_name`,
    `ALTER TABLE invoices DROP COLUMN payment_instructions`,
    `ALTER TABLE invoices DROP COLUMN issuer_snapshot`,
    `ALTER TABLE invoices DROP COLUMN client_snapshot`,
  ];
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
