import { type Kysely, sql } from 'kysely';

/**
 * Frozen. A developer's background (issue 38): work history (company, title, from, to; no end =
 * present), languages with a CEFR level or native, and a résumé (a PDF in a private folder, shown
 * to clients only when the developer allows). Talent cards now also show the passed vetting stages
 * and the vetting projects, so the talent caches hear of changes to those tables too (0026).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `ALTER TABLE developer_profiles
      ADD COLUMN resume_path text,
      ADD COLUMN resume_uploaded_at timestamptz,
      ADD COLUMN resume_visible_to_clients boolean NOT NULL DEFAULT false`,
    `CREATE TABLE developer_work_history (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      company text NOT NULL,
      title text NOT NULL,
      started_on date NOT NULL,
      ended_on date CHECK (ended_on IS NULL OR ended_on >= started_on),
      position integer NOT NULL
    )`,
    'CREATE INDEX developer_work_history_user_idx ON developer_work_history (user_id, position)',
    `CREATE TABLE developer_languages (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      language text NOT NULL,
      level text NOT NULL CHECK (level IN ('A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native')),
      PRIMARY KEY (user_id, language)
    )`,
  ]) {
    await sql.raw(statement).execute(db);
  }
  for (const table of [
    'developer_work_history',
    'developer_languages',
    'vetting_stages',
    'vetting_submissions',
  ]) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_signal_caches AFTER INSERT OR UPDATE OR DELETE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION talanta_signal_caches('talent')`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP TRIGGER IF EXISTS vetting_stages_signal_caches ON vetting_stages',
    'DROP TRIGGER IF EXISTS vetting_submissions_signal_caches ON vetting_submissions',
    'DROP TABLE IF EXISTS developer_languages',
    'DROP TABLE IF EXISTS developer_work_history',
    `ALTER TABLE developer_profiles
      DROP COLUMN IF EXISTS resume_path,
      DROP COLUMN IF EXISTS resume_uploaded_at,
      DROP COLUMN IF EXISTS resume_visible_to_clients`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
