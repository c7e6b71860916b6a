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
