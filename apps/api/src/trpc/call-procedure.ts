import type { AnyTRPCProcedure } from '@trpc/server';
import type { AppRouter } from '../routers';
import type { Context } from './context';

/** A procedure by its dotted path ('job.byId'), from the router's flat map. */
export type ProcedureCaller = (path: string, context: Context, input: unknown) => Promise<unknown>;

/**
 * Calls procedures as tRPC's own HTTP handler calls them: each runs its middlewares (access, rate
 * limits) and parses its input. A server-side caller built per request (tRPC's createCaller, a
 * proxy) cost about 6% of a cheap read's throughput. The call's options are
 * tRPC's internal shape (11.19.0, pinned in STACK.md); the REST walks call every REST row through it.
 */
export function procedureCaller(router: AppRouter): ProcedureCaller {
  // At run time a flat map from dotted path to procedure; typed as the nested router record.
  const procedures = router._def.procedures as unknown as Record<string, AnyTRPCProcedure | undefined>;
  return async (path, context, input) => {
    const procedure = procedures[path];
    if (!procedure) throw new Error(`no procedure ${path}`);
    return procedure({
      ctx: context,
      getRawInput: async () => input,
      path,
      type: procedure._def.type,
      signal: undefined,
      batchIndex: 0,
    });
  };
}

/** Whether the router has a procedure at this dotted path. */
export function hasProcedure(router: AppRouter, path: string): boolean {
  return path in (router._def.procedures as Record<string, unknown>);
}
