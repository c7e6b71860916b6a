/**
 * The PostgreSQL server of a file about PostgreSQL itself. Such files are in vitest.config.ts's
 * POSTGRES_ONLY_FILES, which only run where TEST_DATABASE_URL names a server.
 */
export function requiredPostgresServer(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('This file needs TEST_DATABASE_URL (vitest.config.ts: POSTGRES_ONLY_FILES)');
  return url;
}
