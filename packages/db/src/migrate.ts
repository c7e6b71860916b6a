import { type Kysely, type MigrationResultSet, Migrator, NO_MIGRATIONS } from 'kysely';
import { migrations } from './migrations';

function createMigrator<DB>(db: Kysely<DB>) {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
    // Features are built in parallel; a migration may land after a higher-numbered one already ran.
    allowUnorderedMigrations: true,
  });
}

function unwrap(result: MigrationResultSet): string[] {
  if (result.error) throw result.error;
  return (result.results ?? []).map((migration) => `${migration.direction} ${migration.migrationName}`);
}

/** Applies every pending migration; safe to run on every start and from several processes. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  return unwrap(await createMigrator(db).migrateToLatest());
}

/** Reverts every migration (tests prove each `down` works). */
export async function migrateToNone<DB>(db: Kysely<DB>): Promise<string[]> {
  return unwrap(await createMigrator(db).migrateTo(NO_MIGRATIONS));
}

/** The migrations this code has that the database has not run (none: the schema is current). */
export async function findPendingMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const known = await createMigrator(db).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/**
 * Reverts `name` and every migration after it, so that `name` is the first pending one (tests of a
 * migration's backfill: data written as it stood before, then the migration applied to it).
 */
export async function migrateDownThrough<DB>(db: Kysely<DB>, name: string): Promise<string[]> {
  const names = Object.keys(migrations).sort();
  const index = names.indexOf(name);
  if (index < 0) throw new Error(`there is no migration named ${name}`);
  return unwrap(await createMigrator(db).migrateTo(names[index - 1] ?? NO_MIGRATIONS));
}

/** Reverts the latest migration only (tests make a database one migration behind the code). */
export async function migrateDownOne<DB>(db: Kysely<DB>): Promise<string[]> {
  return unwrap(await createMigrator(db).migrateDown());
}
