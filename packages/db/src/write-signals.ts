import {
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
} from 'kysely';
import type { CacheSignal } from './queries/cache-signal';

/**
 * The cache signal a write to each table sends, as migration 0026's triggers send it to every
 * process; `WriteSignals` sends the same signal at once within the process that wrote.
 */
export const CACHE_SIGNAL_OF_TABLE: Readonly<Record<string, CacheSignal>> = {
  jobs: 'jobs',
  client_profiles: 'jobs',
  users: 'users',
  developer_profiles: 'talent',
  reviews: 'talent',
  contracts: 'talent',
  auth_sessions: 'sessions',
};

function tableName(node: OperationNode | undefined): string | undefined {
  return node && TableNode.is(node) ? node.table.identifier.name : undefined;
}

function writtenTable(node: RootOperationNode): string | undefined {
  if (node.kind === 'InsertQueryNode') return tableName(node.into);
  if (node.kind === 'UpdateQueryNode') return tableName(node.table);
  if (node.kind === 'DeleteQueryNode') return tableName(node.from.froms[0]);
  return undefined;
}

/**
 * A Kysely plugin that tells listeners, once a write through this handle has run, which cache
 * signal it sends: the writing process need not wait for its own NOTIFY to come back over another
 * connection (asynchronous on PostgreSQL). Raw SQL writes are not seen; the triggers cover them.
 */
export class WriteSignals implements KyselyPlugin {
  readonly #pending = new WeakMap<object, CacheSignal>();
  readonly #listeners = new Set<(signal: CacheSignal) => void>();

  listen(listener: (signal: CacheSignal) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(args.node);
    const signal = table === undefined ? undefined : CACHE_SIGNAL_OF_TABLE[table];
    if (signal) this.#pending.set(args.queryId, signal);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const signal = this.#pending.get(args.queryId);
    if (signal) {
      this.#pending.delete(args.queryId);
      for (const listener of this.#listeners) listener(signal);
    }
    return args.result;
  }
}
