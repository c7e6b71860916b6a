import { type Kysely, sql } from 'kysely';

/**
 * Frozen. What the public pages may show of people (issue 40): a review is quoted as a testimonial
 * only when its author agreed when writing it (`reviews.quote_consent`), and a client company is
 * named among those hiring only when it opted in on its company profile
 * (`client_profiles.listed_publicly`). Both start false: nobody agreed to anything before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'ALTER TABLE reviews ADD COLUMN quote_consent boolean NOT NULL DEFAULT false',
    'ALTER TABLE client_profiles ADD COLUMN listed_publicly boolean NOT NULL DEFAULT false',
    // The testimonials are the newest quotable reviews.
    'CREATE INDEX reviews_quotable_idx ON reviews (created_at DESC) WHERE quote_consent',
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP INDEX IF EXISTS reviews_quotable_idx',
    'ALTER TABLE client_profiles DROP COLUMN IF EXISTS listed_publicly',
    'ALTER TABLE reviews DROP COLUMN IF EXISTS quote_consent',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
