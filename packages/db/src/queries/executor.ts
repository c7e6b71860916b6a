import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../types';

/** Query functions take the database or a transaction first, so callers decide the transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;
