import type {
  inferRouterInputs,
  inferRouterOutputs,
  TRPCBuiltRouter,
  TRPCMutationProcedure,
  TRPCQueryProcedure,
  TRPCSubscriptionProcedure,
} from '@trpc/server';
import type { ErrorShape, RouterShape } from './generated/app-router.js';

/**
 * A procedure of the generated shape as the tRPC client expects it (no server context, no meta).
 * A subscription's output in the shape is one event as received, so it is not tracked again here.
 */
type ProcedureOf<T> = T extends { type: 'query'; input: infer I; output: infer O }
  ? TRPCQueryProcedure<{ input: I; output: O; meta: object }>
  : T extends { type: 'mutation'; input: infer I; output: infer O }
    ? TRPCMutationProcedure<{ input: I; output: O; meta: object }>
    : T extends { type: 'subscription'; input: infer I; output: infer O }
      ? TRPCSubscriptionProcedure<{ input: I; output: AsyncIterable<O>; meta: object }>
      : RecordOf<T>;

type RecordOf<T> = { [K in keyof T]: ProcedureOf<T[K]> };

/**
 * The Talanta API's router as a type: every query and mutation with its input and output, and the
 * error shape. The server sends plain JSON (no transformer), so dates arrive as ISO strings.
 */
export type AppRouter = TRPCBuiltRouter<
  { ctx: object; meta: object; errorShape: ErrorShape; transformer: false },
  RecordOf<RouterShape>
>;

/** Inputs by path, e.g. `RouterInputs['job']['list']`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
/** Outputs by path, as the client receives them, e.g. `RouterOutputs['application']['listForJob']`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** One live event as `client.live.events.subscribe(…, { onData })` receives it: `{ id, data }`. */
export type TalantaLiveEvent = RouterOutputs['live']['events'] extends AsyncIterable<infer E> ? E : never;
