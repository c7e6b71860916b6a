import type { AppRouter } from '../routers';
import type { Context } from './context';
import { createCallerFactory } from './init';

/** Calls the procedure at a dotted path ('job.byId') with one request's context. */
export type ProcedureCaller = (path: string, input: unknown) => Promise<unknown>;

/**
 * Callers built with tRPC's public server-side caller: each call runs the procedure's middlewares
 * (access, rate limits) and parses its input as tRPC's HTTP handler would, and throws its TRPCError
 * unchanged. Build the factory once; call it once per request with that request's context.
 */
export function procedureCallerFactory(router: AppRouter): (context: Context) => ProcedureCaller {
  const createCaller = createCallerFactory(router);
  return (context) => {
    const caller: unknown = createCaller(context);
    return (path, input) => callAtPath(caller, path, input);
  };
}

/**
 * Walks the caller's proxy by the path's parts; the proxy resolves the procedure when called
 * (tRPC rejects a path with no procedure with NOT_FOUND).
 */
function callAtPath(caller: unknown, path: string, input: unknown): Promise<unknown> {
  let node = caller;
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  return (node as (input: unknown) => Promise<unknown>)(input);
}
