import {
  type CacheSignal,
  isDatabaseUnavailableError,
  isDeveloperApproved,
  isTwoFactorEnabled,
  sendCacheSignal,
} from '@talanta/db';
import {
  API_TOKEN_MESSAGES,
  APPLICATION_MESSAGES,
  canWrite,
  ERROR_MESSAGES,
  type TUser,
  type TUserRole,
  TWO_FACTOR_MESSAGES,
} from '@talanta/schema';
import { type ProcedureType, TRPCError } from '@trpc/server';
import { TooManyAttemptsError } from '../auth/rate-limit';
import type { Context } from './context';
import { databaseUnavailable, setDatabaseRetryAfter } from './errors';
import { t } from './init';

/**
 * The procedure builders. Each declares its access in meta (the access test reads it) and
 * enforces it in a middleware; resolvers never check roles themselves.
 */

/**
 * What every procedure does around its own work: refuse while the database is unreachable, a
 * refused token, and a read-only token's mutation; after a mutation, clear what it changed from
 * this process's caches. `call` runs the procedure's access check and the rest of the chain.
 * Access checks share this step rather than adding their own: each tRPC middleware step copies
 * the call's options and context. With the check a step of its own, that copying was 17% of the
 * server's busy CPU on GET /api/auth/user under load; with it here, 9%.
 */
async function guarded<TResult extends { ok: true } | { ok: false; error: TRPCError }>(
  ctx: Context,
  type: ProcedureType,
  call: () => Promise<TResult>,
): Promise<TResult> {
  if (ctx.databaseUnavailable) throw databaseUnavailable(ctx.response);
  // A refused token is an error, never a silent anonymous request.
  if (ctx.credentialsError) throw new TRPCError(ctx.credentialsError);
  if (type === 'mutation' && ctx.apiToken && !canWrite(ctx.apiToken.scopes))
    throw new TRPCError({ code: 'FORBIDDEN', message: API_TOKEN_MESSAGES.readOnly });
  const writeMark = type === 'mutation' ? ctx.services.caches.markWrite() : null;
  const result = await call();
  // Whatever it changed (committed by now), this process's next requests see it at once.
  if (writeMark !== null) {
    ctx.services.caches.clearAfterWrite(writeMark);
    if (result.ok) signalMutation(ctx, ctx.services.caches.clearPagesAfterMutation(ctx.user === null));
  }
  if (!result.ok) {
    const { error } = result;
    if (error instanceof TooManyAttemptsError) {
      ctx.response.setHeader('Retry-After', String(error.retryAfterSeconds));
    } else if (error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailableError(error.cause)) {
      throw databaseUnavailable(ctx.response, error.cause);
    } else if (error.code === 'SERVICE_UNAVAILABLE') {
      // A 503 of the procedure's own (the draft's store) gets the same Retry-After.
      setDatabaseRetryAfter(ctx.response);
    }
  }
  return result;
}

/**
 * Tells every other process a mutation committed: pages they drew may show it (ADR 0051). Not
 * awaited: its NOTIFY reaches them after the answer either way, and a page answered meanwhile
 * replays the change from its live cursor. Lost, it leaves their pages to their time.
 */
function signalMutation(ctx: Context, signal: CacheSignal): void {
  sendCacheSignal(ctx.db, signal).catch((error: unknown) =>
    ctx.log.warn({ err: error }, 'could not signal a mutation to the other processes'),
  );
}

export const publicProcedure = t.procedure
  .meta({ access: 'public' })
  .use(({ ctx, type, next }) => guarded(ctx, type, () => next()));

function requireUser(user: TUser | null): TUser {
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: ERROR_MESSAGES.notSignedIn });
  return user;
}

export const signedInProcedure = t.procedure.meta({ access: 'signedIn' }).use(({ ctx, type, next }) =>
  guarded(ctx, type, () => {
    // tRPC merges the checked user into the context; later steps see it narrowed.
    return next({ ctx: { user: requireUser(ctx.user) } });
  }),
);

/** The signed-in user when their role is one of `roles`; 401 for nobody, 403 for another role. */
function requireRole<TRole extends TUserRole>(
  user: TUser | null,
  roles: readonly TRole[],
): TUser & { role: TRole } {
  const signedIn = requireUser(user);
  if (!(roles as readonly TUserRole[]).includes(signedIn.role))
    throw new TRPCError({ code: 'FORBIDDEN', message: ERROR_MESSAGES.forbidden });
  return signedIn as TUser & { role: TRole };
}

function roleProcedure<TRole extends TUserRole>(role: TRole) {
  return t.procedure.meta({ access: role }).use(({ ctx, type, next }) =>
    guarded(ctx, type, () => {
      return next({ ctx: { user: requireRole(ctx.user, [role]) } });
    }),
  );
}

export const developerProcedure = roleProcedure('developer');
export const clientProcedure = roleProcedure('client');
/** Admins; with REQUIRE_ADMIN_2FA=true only those who turned on two-factor sign-in (403 otherwise). */
export const adminProcedure = roleProcedure('admin').use(async ({ ctx, next }) => {
  if (ctx.services.config.requireAdminTwoFactor && !(await isTwoFactorEnabled(ctx.db, ctx.user.id)))
    throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_MESSAGES.requiredForAdmins });
  return next();
});

/** Clients and admins (webhook endpoints); developers get 403. */
export const clientOrAdminProcedure = t.procedure
  .meta({ access: 'clientOrAdmin' })
  .use(({ ctx, type, next }) =>
    guarded(ctx, type, () => {
      return next({ ctx: { user: requireRole(ctx.user, ['client', 'admin']) } });
    }),
  );

/** Developers whose profile an admin has approved (applying to jobs); others get 403 with the reason. */
export const approvedDeveloperProcedure = developerProcedure.use(async ({ ctx, next }) => {
  if (!(await isDeveloperApproved(ctx.db, ctx.user.id)))
    throw new TRPCError({ code: 'FORBIDDEN', message: APPLICATION_MESSAGES.developerNotApproved });
  return next();
});

/** Signed in with a session, not an API token: a token must not mint further tokens. */
export const sessionProcedure = signedInProcedure.use(({ ctx, next }) => {
  if (ctx.apiToken) throw new TRPCError({ code: 'FORBIDDEN', message: API_TOKEN_MESSAGES.sessionOnly });
  return next();
});
