import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Browse Tech Talent searches "a case-insensitive substring of title, bio, location, first
 * name, last name or any skill" (spec 000 §5). One statement per call (PGlite runs them singly);
 * identical on PGlite (which loads pg_trgm in create-db.ts) and PostgreSQL 15+.
 *
 * - `search_text` holds those texts lower-cased, one per line, so a pattern cannot match across two
 *   fields (the API strips line breaks from searches). Names live in `users`, so it is kept by
 *   triggers rather than generated: the profile's own trigger fills it on every write, and a change
 *   of name rewrites the developer's row.
 * - A trigram GIN index over it answers `LIKE '%word%'` without reading every profile. It and the
 *   skills index are partial on approved profiles, the only ones ever listed.
 * - `country` (kenya / india) is read from the location, by the country or a major city's name.
 */
const upStatements = [
  'CREATE EXTENSION IF NOT EXISTS pg_trgm',
  `CREATE FUNCTION developer_search_text(
      first_name text, last_name text, title text, location text, skills text[], bio text)
    RETURNS text
    LANGUAGE sql
    IMMUTABLE PARALLEL SAFE
    AS $$ SELECT lower(concat_ws(E'\\n',
      first_name, last_name, title, location, array_to_string(skills, E'\\n'), bio)) $$`,
  `ALTER TABLE developer_profiles ADD COLUMN search_text text NOT NULL DEFAULT ''`,
  `CREATE FUNCTION developer_profiles_fill_search_text() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    DECLARE
      person record;
    BEGIN
      SELECT first_name, last_name INTO person FROM users WHERE id = NEW.user_id;
      NEW.search_text := developer_search_text(
        person.first_name, person.last_name, NEW.title, NEW.location, NEW.skills, NEW.bio);
      RETURN NEW;
    END
    $$`,
  `CREATE TRIGGER developer_profiles_search_text
    BEFORE INSERT OR UPDATE OF user_id, title, location, skills, bio ON developer_profiles
    FOR EACH ROW EXECUTE FUNCTION developer_profiles_fill_search_text()`,
  `CREATE FUNCTION users_refresh_developer_search_text() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      UPDATE developer_profiles
        SET search_text = developer_search_text(NEW.first_name, NEW.last_name, title, location, skills, bio)
        WHERE user_id = NEW.id;
      RETURN NULL;
    END
    $$`,
  `CREATE TRIGGER users_developer_search_text
    AFTER UPDATE OF first_name, last_name ON users
    FOR EACH ROW
    WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
    EXECUTE FUNCTION users_refresh_developer_search_text()`,
  `UPDATE developer_profiles AS profile
    SET search_text = developer_search_text(
      u.first_name, u.last_name, profile.title, profile.location, profile.skills, profile.bio)
    FROM users AS u
    WHERE u.id = profile.user_id`,
  `ALTER TABLE developer_profiles ADD COLUMN country text GENERATED ALWAYS AS (
    CASE
      WHEN location ~* '\\m(kenya|nairobi|mombasa|kisumu|nakuru|eldoret|thika|malindi|nyeri|machakos|kitale|kakamega|naivasha)\\M'
        THEN 'kenya'
      WHEN location ~* '\\m(india|bengaluru|bangalore|mumbai|delhi|new delhi|pune|hyderabad|chennai|kolkata|kochi|ahmedabad|jaipur|noida|gurgaon|gurugram|indore|lucknow|chandigarh|coimbatore|thiruvananthapuram|trivandrum|mysuru|mysore|bhubaneswar|nagpur|surat|vadodara)\\M'
        THEN 'india'
    END
  ) STORED`,
  `CREATE INDEX developer_profiles_search_text_trgm_idx ON developer_profiles
    USING gin (search_text gin_trgm_ops) WHERE is_approved`,
  `CREATE INDEX developer_profiles_skills_idx ON developer_profiles USING gin (skills) WHERE is_approved`,
  // Browse order (verified first, newest first) as an index, so an unfiltered page is a short walk.
  `CREATE INDEX developer_profiles_browse_order_idx ON developer_profiles (is_verified DESC, id DESC)
    WHERE is_approved`,
];

const downStatements = [
  'DROP INDEX IF EXISTS developer_profiles_browse_order_idx',
  'DROP INDEX IF EXISTS developer_profiles_skills_idx',
  'DROP INDEX IF EXISTS developer_profiles_search_text_trgm_idx',
  'ALTER TABLE developer_profiles DROP COLUMN IF EXISTS country',
  'DROP TRIGGER IF EXISTS users_developer_search_text ON users',
  'DROP FUNCTION IF EXISTS users_refresh_developer_search_text()',
  'DROP TRIGGER IF EXISTS developer_profiles_search_text ON developer_profiles',
  'DROP FUNCTION IF EXISTS developer_profiles_fill_search_text()',
  'ALTER TABLE developer_profiles DROP COLUMN IF EXISTS search_text',
  'DROP FUNCTION IF EXISTS developer_search_text(text, text, text, text, text[], text)',
  // pg_trgm stays: other objects may use it, and dropping an extension needs more rights than using it.
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
