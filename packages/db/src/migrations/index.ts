import type { Migration } from 'kysely';
import * as m0001 from './0001_create_core_tables';
import * as m0003 from './0003_add_live_events';

/** Every migration, by name; names sort in the order they apply. */
export const migrations: Record<string, Migration> = {
  '0001_create_core_tables': m0001,
  '0003_add_live_events': m0003,
};
