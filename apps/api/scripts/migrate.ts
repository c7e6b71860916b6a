/**
 * Migrations by hand, for operators (docs/deploy.md). The server migrates by itself at start-up;
 * this is for looking first, or stepping back before running an older build.
 *   pnpm --filter @talanta/api migrate status   the migrations this build has that the database has not run
 *   pnpm --filter @talanta/api migrate latest   apply them (what every start does)
 *   pnpm --filter @talanta/api migrate down     revert the latest one (take a backup first)
 * Reads DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite) like the server.
 */
import { createDb, findPendingMigrations, migrateDownOne, migrateToLatest } from '@talanta/db';
import { configFromEnv, readEnv } from '../src/env';

const commands = {
  status: async (db) => {
    const pending = await findPendingMigrations(db);
    return pending.length ? pending.map((name) => `pending ${name}`) : ['up to date'];
  },
  latest: migrateToLatest,
  down: migrateDownOne,
} satisfies Record<string, (db: Awaited<ReturnType<typeof createDb>>['db']) => Promise<string[]>>;

const command = process.argv[2] ?? 'status';
if (!(command in commands)) {
  console.error(`usage: migrate [${Object.keys(commands).join('|')}]`);
  process.exit(2);
}
const env = readEnv();
const database = await createDb({
  databaseUrl: env.DATABASE_URL,
  dataDir: configFromEnv(env).dataDir,
  poolSize: 1,
  queryTimeoutMs: null,
});
try {
  const lines = await commands[command as keyof typeof commands](database.db);
  console.log(lines.length ? lines.join('\n') : 'nothing to do');
} finally {
  await database.close();
}
