import { type Kysely, sql } from 'kysely';

/**
 * Frozen. The two-week trial and the client's billing details (issue 39, ADR 0038).
 * - An offer carries its trial length (0-14 days). Offers made before this had no trial promise, so
 *   existing rows get 0; new ones default to 14, as the site promises.
 * - A contract keeps the trial's last day (null: no trial) and why it ended, as a kind; end_reason
 *   keeps the free-text note.
 * - A week is billed to the client, or waived: a contract ended as not a fit inside its trial never
 *   bills its hours (Talanta pays the developer for them).
 * - A client's tax number, country and billing address print on invoices (stored at issue).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE offers ADD COLUMN trial_days integer NOT NULL DEFAULT 0
    CHECK (trial_days BETWEEN 0 AND 14)`.execute(db);
  await sql`ALTER TABLE offers ALTER COLUMN trial_days SET DEFAULT 14`.execute(db);
  await sql`ALTER TABLE contracts ADD COLUMN trial_ends_on date`.execute(db);
  await sql`ALTER TABLE contracts ADD COLUMN end_kind text
    CHECK (end_kind IN ('completed', 'not_a_fit', 'budget', 'other'))`.execute(db);
  await sql`UPDATE contracts SET end_kind = 'other' WHERE status = 'ended'`.execute(db);
  await sql`ALTER TABLE timesheets ADD COLUMN billing text NOT NULL DEFAULT 'client'
    CHECK (billing IN ('client', 'trial_waived'))`.execute(db);
  await sql`ALTER TABLE client_profiles
    ADD COLUMN tax_number text,
    ADD COLUMN tax_number_kind text CHECK (tax_number_kind IN ('vat', 'gst', 'kra_pin', 'ein', 'other')),
    ADD COLUMN country text CHECK (country ~ '^[A-Z]{2}$'),
    ADD COLUMN billing_address text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE client_profiles DROP COLUMN IF EXISTS billing_address,
    DROP COLUMN IF EXISTS country, DROP COLUMN IF EXISTS tax_number_kind,
    DROP COLUMN IF EXISTS tax_number`.execute(db);
  await sql`ALTER TABLE timesheets DROP COLUMN IF EXISTS billing`.execute(db);
  await sql`ALTER TABLE contracts DROP COLUMN IF EXISTS end_kind`.execute(db);
  await sql`ALTER TABLE contracts DROP COLUMN IF EXISTS trial_ends_on`.execute(db);
  await sql`ALTER TABLE offers DROP COLUMN IF EXISTS trial_days`.execute(db);
}
