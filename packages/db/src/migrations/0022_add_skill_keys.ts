import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Matching (issue 14) compares skills by key, so "React.js" on a profile meets "React" in a
 * job. `skill_key()` is the database's copy of `skillKey` in packages/schema/src/match-skill-key.ts: the
 * same steps (lower case; spaces, dots, hyphens and underscores removed; the alias table; else a
 * trailing "js" dropped, then the table again) and this alias table as it stood. The db test
 * `skill-keys.test.ts` checks the two agree on every alias; a change to the aliases needs a
 * migration that replaces this function and recomputes the columns.
 *
 * Triggers keep `skill_keys` (distinct, sorted) on every write, whichever code path writes skills;
 * GIN indexes, partial on the only rows ever ranked, find the profiles and jobs sharing a key.
 */
const SKILL_ALIASES_AT_0022: [string, string][] = [
  ['js', 'javascript'],
  ['ecmascript', 'javascript'],
  ['ts', 'typescript'],
  ['golang', 'go'],
  ['postgres', 'postgresql'],
  ['psql', 'postgresql'],
  ['mongo', 'mongodb'],
  ['k8s', 'kubernetes'],
  ['amazonwebservices', 'aws'],
  ['googlecloud', 'gcp'],
  ['googlecloudplatform', 'gcp'],
  ['tailwindcss', 'tailwind'],
  ['html5', 'html'],
  ['css3', 'css'],
  ['csharp', 'c#'],
  ['dotnet', 'net'],
  ['aspnet', 'net'],
  ['reactjs', 'react'],
  ['vuejs', 'vue'],
  ['angularjs', 'angular'],
  ['nodejs', 'node'],
  ['nextjs', 'next'],
  ['expressjs', 'express'],
  ['nestjs', 'nest'],
  ['nuxtjs', 'nuxt'],
  ['sveltekit', 'svelte'],
];

const aliasRows = SKILL_ALIASES_AT_0022.map(([alias, key]) => `('${alias}', '${key}')`).join(', ');

const upStatements = [
  `CREATE FUNCTION skill_alias(compact text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT key FROM (VALUES ${aliasRows}) AS aliases (alias, key) WHERE alias = compact $$`,
  `CREATE FUNCTION skill_key(name text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
      SELECT coalesce(
        skill_alias(compact),
        skill_alias(stripped),
        stripped)
      FROM (
        SELECT compact,
          CASE WHEN compact LIKE '%js' AND length(compact) > 2 THEN left(compact, -2) ELSE compact END AS stripped
        FROM (SELECT regexp_replace(lower(name), '[[:space:]._-]+', '', 'g') AS compact) AS c
      ) AS k
    $$`,
  `CREATE FUNCTION skill_keys(names text[]) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
      SELECT coalesce(array_agg(DISTINCT key ORDER BY key), '{}')
      FROM (SELECT skill_key(name) AS key FROM unnest(names) AS name) AS keys
      WHERE key <> ''
    $$`,
  `ALTER TABLE developer_profiles ADD COLUMN skill_keys text[] NOT NULL DEFAULT '{}'`,
  `ALTER TABLE jobs ADD COLUMN skill_keys text[] NOT NULL DEFAULT '{}'`,
  `CREATE FUNCTION developer_profiles_fill_skill_keys() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ BEGIN NEW.skill_keys := skill_keys(NEW.skills); RETURN NEW; END $$`,
  `CREATE TRIGGER developer_profiles_skill_keys
    BEFORE INSERT OR UPDATE OF skills ON developer_profiles
    FOR EACH ROW EXECUTE FUNCTION developer_profiles_fill_skill_keys()`,
  `CREATE FUNCTION jobs_fill_skill_keys() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ BEGIN NEW.skill_keys := skill_keys(NEW.required_skills); RETURN NEW; END $$`,
  `CREATE TRIGGER jobs_skill_keys
    BEFORE INSERT OR UPDATE OF required_skills ON jobs
    FOR EACH ROW EXECUTE FUNCTION jobs_fill_skill_keys()`,
  'UPDATE developer_profiles SET skill_keys = skill_keys(skills)',
  'UPDATE jobs SET skill_keys = skill_keys(required_skills)',
  `CREATE INDEX developer_profiles_skill_keys_idx ON developer_profiles USING gin (skill_keys)
    WHERE is_approved`,
  `CREATE INDEX jobs_open_skill_keys_idx ON jobs USING gin (skill_keys) WHERE status = 'open'`,
];

const downStatements = [
  'DROP INDEX IF EXISTS jobs_open_skill_keys_idx',
  'DROP INDEX IF EXISTS developer_profiles_skill_keys_idx',
  'DROP TRIGGER IF EXISTS jobs_skill_keys ON jobs',
  'DROP FUNCTION IF EXISTS jobs_fill_skill_keys()',
  'DROP TRIGGER IF EXISTS developer_profiles_skill_keys ON developer_profiles',
  'DROP FUNCTION IF EXISTS developer_profiles_fill_skill_keys()',
  'ALTER TABLE jobs DROP COLUMN IF EXISTS skill_keys',
  'ALTER TABLE developer_profiles DROP COLUMN IF EXISTS skill_keys',
  'DROP FUNCTION IF EXISTS skill_keys(text[])',
  'DROP FUNCTION IF EXISTS skill_key(text)',
  'DROP FUNCTION IF EXISTS skill_alias(text)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
