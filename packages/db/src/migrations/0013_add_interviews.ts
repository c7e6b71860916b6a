import { type Kysely, sql } from 'kysely';

/**
 * Interviews: a client proposes 1-3 slots for a job application, the developer picks one. The
 * slots of a reschedule replace the earlier ones; `sequence` is the iCalendar SEQUENCE, raised on
 * each change. One reminder row per (interview, kind, start) makes each reminder go out once, even
 * with several API processes sweeping. Users keep an IANA time zone; outbox emails may carry
 * attachments (the .ics).
 */
const upStatements = [
  `ALTER TABLE users ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC'`,
  `ALTER TABLE email_outbox ADD COLUMN attachments jsonb`,
  `CREATE TABLE interviews (
    id serial PRIMARY KEY,
    application_id integer NOT NULL REFERENCES job_applications (id) ON DELETE CASCADE,
    status text NOT NULL CHECK (status IN ('proposed', 'scheduled', 'declined', 'cancelled')),
    meeting_url text,
    note text,
    decline_note text,
    cancel_reason text,
    cancelled_by integer REFERENCES users (id) ON DELETE SET NULL,
    scheduled_slot_id integer,
    sequence integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX interviews_application_id_idx ON interviews (application_id)`,
  `CREATE TABLE interview_slots (
    id serial PRIMARY KEY,
    interview_id integer NOT NULL REFERENCES interviews (id) ON DELETE CASCADE,
    starts_at timestamptz NOT NULL,
    duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 15 AND 240)
  )`,
  `CREATE INDEX interview_slots_interview_id_idx ON interview_slots (interview_id, starts_at)`,
  `ALTER TABLE interviews ADD CONSTRAINT interviews_scheduled_slot_fk
    FOREIGN KEY (scheduled_slot_id) REFERENCES interview_slots (id) ON DELETE SET NULL`,
  `CREATE INDEX interviews_scheduled_idx ON interviews (scheduled_slot_id) WHERE status = 'scheduled'`,
  `CREATE TABLE interview_reminders (
    interview_id integer NOT NULL REFERENCES interviews (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('24h', '1h')),
    starts_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (interview_id, kind, starts_at)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS interview_reminders').execute(db);
  await sql
    .raw('ALTER TABLE IF EXISTS interviews DROP CONSTRAINT IF EXISTS interviews_scheduled_slot_fk')
    .execute(db);
  await sql.raw('DROP TABLE IF EXISTS interview_slots').execute(db);
  await sql.raw('DROP TABLE IF EXISTS interviews').execute(db);
  await sql.raw('ALTER TABLE email_outbox DROP COLUMN IF EXISTS attachments').execute(db);
  await sql.raw('ALTER TABLE users DROP COLUMN IF EXISTS time_zone').execute(db);
}
