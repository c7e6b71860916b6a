import { type Kysely, sql } from 'kysely';

/**
 * The work after a contract starts (issue 13): weekly timesheets with their daily entries, monthly
 * invoices per client with one line per contract and week, payments recorded against invoices, and
 * the reviews both parties leave when a contract ends.
 *
 * Hours are whole minutes (multiples of 15, since entries go in 0.25 hour steps) and money is
 * integer US cents. A timesheet is invoiced at most once: `invoice_lines.timesheet_id` is unique,
 * and `timesheets.invoice_id` marks it so the "approved, not yet invoiced" partial index finds what
 * the next run must bill. `invoice_runs` has one row per scheduled period end, inserted in the same
 * transaction as that period's invoices, so any number of API processes bill a period exactly once.
 * A rating is stored as half stars (2-10 for 1.0-5.0) so averages stay integer arithmetic.
 */
const upStatements = [
  `CREATE TABLE timesheets (
    id serial PRIMARY KEY,
    contract_id integer NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
    week_start date NOT NULL CHECK (extract(isodow FROM week_start) = 1),
    status text NOT NULL CHECK (status IN ('draft', 'submitted', 'approved', 'disputed')),
    total_minutes integer NOT NULL DEFAULT 0 CHECK (total_minutes >= 0),
    submitted_at timestamptz,
    approved_at timestamptz,
    disputed_at timestamptz,
    dispute_reason text,
    invoice_id integer,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (contract_id, week_start)
  )`,
  `CREATE INDEX timesheets_uninvoiced_idx ON timesheets (week_start)
    WHERE status = 'approved' AND invoice_id IS NULL`,
  `CREATE TABLE timesheet_entries (
    id serial PRIMARY KEY,
    timesheet_id integer NOT NULL REFERENCES timesheets (id) ON DELETE CASCADE,
    work_date date NOT NULL,
    minutes integer NOT NULL CHECK (minutes BETWEEN 0 AND 1440 AND minutes % 15 = 0),
    description text NOT NULL DEFAULT ''
  )`,
  `CREATE INDEX timesheet_entries_timesheet_id_idx ON timesheet_entries (timesheet_id, work_date)`,
  `CREATE SEQUENCE invoice_number_seq`,
  `CREATE TABLE invoices (
    id serial PRIMARY KEY,
    number text NOT NULL UNIQUE,
    client_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
    period_start date NOT NULL,
    period_end date NOT NULL CHECK (period_end >= period_start),
    issue_date date NOT NULL,
    due_date date NOT NULL CHECK (due_date >= issue_date),
    subtotal_cents integer NOT NULL CHECK (subtotal_cents >= 0),
    fee_percent integer NOT NULL CHECK (fee_percent BETWEEN 0 AND 100),
    fee_cents integer NOT NULL CHECK (fee_cents >= 0),
    total_cents integer NOT NULL CHECK (total_cents = subtotal_cents + fee_cents),
    status text NOT NULL CHECK (status IN ('issued', 'paid')),
    paid_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX invoices_client_id_idx ON invoices (client_id, issue_date DESC)`,
  `CREATE INDEX invoices_issue_date_idx ON invoices (issue_date DESC, id DESC)`,
  `ALTER TABLE timesheets ADD CONSTRAINT timesheets_invoice_id_fkey
    FOREIGN KEY (invoice_id) REFERENCES invoices (id) ON DELETE SET NULL`,
  `CREATE TABLE invoice_lines (
    id serial PRIMARY KEY,
    invoice_id integer NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
    contract_id integer NOT NULL REFERENCES contracts (id) ON DELETE RESTRICT,
    timesheet_id integer NOT NULL UNIQUE REFERENCES timesheets (id) ON DELETE RESTRICT,
    developer_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
    week_start date NOT NULL,
    minutes integer NOT NULL CHECK (minutes >= 0),
    hourly_rate_cents integer NOT NULL CHECK (hourly_rate_cents >= 100),
    amount_cents integer NOT NULL CHECK (amount_cents >= 0)
  )`,
  `CREATE INDEX invoice_lines_invoice_id_idx ON invoice_lines (invoice_id)`,
  `CREATE INDEX invoice_lines_developer_id_idx ON invoice_lines (developer_id, invoice_id)`,
  `CREATE TABLE invoice_runs (
    period_end date PRIMARY KEY,
    ran_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE payments (
    id serial PRIMARY KEY,
    invoice_id integer NOT NULL REFERENCES invoices (id) ON DELETE RESTRICT,
    provider text NOT NULL CHECK (provider IN ('bank_transfer')),
    reference text NOT NULL,
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    paid_at timestamptz NOT NULL,
    recorded_by integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (provider, reference)
  )`,
  `CREATE INDEX payments_invoice_id_idx ON payments (invoice_id)`,
  `CREATE TABLE reviews (
    id serial PRIMARY KEY,
    contract_id integer NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
    reviewer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    reviewee_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    rating_halves smallint NOT NULL CHECK (rating_halves BETWEEN 2 AND 10),
    comment text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (contract_id, reviewer_id)
  )`,
  `CREATE INDEX reviews_reviewee_id_idx ON reviews (reviewee_id, created_at DESC)`,
  `CREATE INDEX contracts_ended_developer_idx ON contracts (developer_id) WHERE status = 'ended'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reviews', 'payments', 'invoice_runs', 'invoice_lines', 'timesheet_entries']) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
  await sql.raw('ALTER TABLE timesheets DROP CONSTRAINT IF EXISTS timesheets_invoice_id_fkey').execute(db);
  await sql.raw('DROP TABLE IF EXISTS invoices').execute(db);
  await sql.raw('DROP SEQUENCE IF EXISTS invoice_number_seq').execute(db);
  await sql.raw('DROP TABLE IF EXISTS timesheets').execute(db);
  await sql.raw('DROP INDEX IF EXISTS contracts_ended_developer_idx').execute(db);
}
