/**
 * Read by scripts/router-types.ts only: the API router reduced to what a client needs (each
 * procedure's kind, input and output), with every named type spelled out so the printed text
 * stands alone. Never imported by src/.
 */
import type { AppRouter } from '@talanta/api/router';
import type {
  AnyTRPCMutationProcedure,
  AnyTRPCProcedure,
  AnyTRPCQueryProcedure,
  AnyTRPCSubscriptionProcedure,
  inferProcedureInput,
  inferProcedureOutput,
  TrackedEnvelope,
} from '@trpc/server';

// Each type below maps inside `T extends infer O ? … : never`, so the checker prints the result
// itself rather than the alias's name.

/** Deeply spells out interfaces and aliases; Dates stay Dates (the client sees them as JSON strings). */
type Spelled<T> = T extends Date
  ? T
  : T extends object
    ? T extends infer O
      ? { [K in keyof O]: Spelled<O[K]> }
      : never
    : T;

type Callable = AnyTRPCQueryProcedure | AnyTRPCMutationProcedure | AnyTRPCSubscriptionProcedure;

/**
 * A query's or mutation's answer; for a subscription, one event as the client receives it: a
 * `tracked(id, data)` event arrives as `{ id, data }` (the id is the SSE id it resumes from).
 */
type OutputOf<P extends Callable> = P extends AnyTRPCSubscriptionProcedure
  ? inferProcedureOutput<P> extends AsyncIterable<infer Event>
    ? Event extends TrackedEnvelope<infer Data>
      ? { id: string; data: Data }
      : Event
    : never
  : inferProcedureOutput<P>;

type ShapeOf<TRecord> = TRecord extends infer R
  ? {
      [K in keyof R as R[K] extends AnyTRPCProcedure
        ? R[K] extends Callable
          ? K
          : never
        : K]: R[K] extends Callable
        ? {
            type: R[K]['_def']['type'];
            input: Spelled<inferProcedureInput<R[K]>>;
            output: Spelled<OutputOf<R[K]>>;
          }
        : ShapeOf<R[K]>;
    }
  : never;

export type RouterShape = ShapeOf<AppRouter['_def']['record']>;
export type ErrorShape = Spelled<AppRouter['_def']['_config']['$types']['errorShape']>;
