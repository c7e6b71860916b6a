import { ERROR_MESSAGES, type TUser, type TUserRole } from '@talanta/schema';
import { type AnyRouter, TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { restRoutes } from '../src/rest/table';
import { appRouter } from '../src/routers';
import { createInnerContext } from '../src/trpc/context';
import { describeError } from '../src/trpc/errors';
import { type Access, createCallerFactory, router, t as trpc } from '../src/trpc/init';
import {
  adminProcedure,
  clientProcedure,
  developerProcedure,
  publicProcedure,
  signedInProcedure,
} from '../src/trpc/procedures';
import { useTestApp } from './helpers/app';
import { createUser, signInAs } from './helpers/users';

const t = useTestApp();

const ACCESS_LEVELS: readonly Access[] = [
  'public',
  'signedIn',
  'developer',
  'client',
  'admin',
  'clientOrAdmin',
];
const ROLES: readonly TUserRole[] = ['developer', 'client', 'admin'];

type ProcedureDefs = Record<string, { _def: { meta?: { access?: unknown }; type: string } }>;
// At runtime `_def.procedures` is flat, keyed by dotted path (its static type is nested).
const procedures = appRouter._def.procedures as unknown as ProcedureDefs;

/** Paths of the procedures whose meta does not name a known access level. */
function undeclaredIn(target: AnyRouter): string[] {
  return Object.entries(target._def.procedures as unknown as ProcedureDefs)
    .filter(([, procedure]) => !ACCESS_LEVELS.includes(procedure._def.meta?.access as Access))
    .map(([path]) => path);
}

function accessOf(procedure: string): Access {
  return procedures[procedure]?._def.meta?.access as Access;
}

/** The path with each `:param` filled in, so the route matches. */
function concretePath(path: string): string {
  return `/api${path.replace(/:(\w+)/g, '1')}`;
}

describe('the access walk', () => {
  it('finds the procedures of the router', () => {
    expect(Object.keys(procedures)).toEqual(
      expect.arrayContaining(['auth.register', 'auth.login', 'auth.me', 'auth.updateUser', 'auth.logout']),
    );
  });

  it('every procedure declares one of the known access levels', () => {
    expect(undeclaredIn(appRouter)).toEqual([]);
  });

  it('the walk catches a procedure built without the builders', () => {
    const careless = router({
      declared: publicProcedure.query(() => 1),
      bare: trpc.procedure.query(() => 2),
    });
    expect(undeclaredIn(careless)).toEqual(['bare']);
  });

  it('declares the foundation procedures as the spec needs them', () => {
    expect(accessOf('auth.register')).toBe('public');
    expect(accessOf('auth.login')).toBe('public');
    expect(accessOf('auth.forgotPassword')).toBe('public');
    expect(accessOf('auth.resetPassword')).toBe('public');
    expect(accessOf('auth.logout')).toBe('public');
    expect(accessOf('auth.me')).toBe('signedIn');
    expect(accessOf('auth.updateUser')).toBe('signedIn');
  });
});

describe('the REST table', () => {
  it('every row resolves to a procedure of the router, with a matching kind', () => {
    for (const route of restRoutes) {
      const procedure = procedures[route.procedure];
      expect(procedure, `${route.method} ${route.path} → ${route.procedure}`).toBeDefined();
      const expectedType = route.method === 'GET' ? 'query' : 'mutation';
      expect(procedure?._def.type, `${route.method} ${route.path}`).toBe(expectedType);
    }
  });

  it('has no two rows for the same method and path', () => {
    const keys = restRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds every documented foundation path', () => {
    const rows = restRoutes.map((route) => `${route.method} ${route.path} ${route.procedure}`);
    expect(rows).toEqual(
      expect.arrayContaining([
        'POST /auth/register auth.register',
        'POST /auth/login auth.login',
        'GET /auth/user auth.me',
        'GET /auth/me auth.me',
        'PUT /auth/user auth.updateUser',
        'POST /auth/logout auth.logout',
      ]),
    );
    expect(restRoutes.find((route) => route.path === '/auth/register')?.status).toBe(201);
  });

  it('every non-public row answers 401 without a session', async () => {
    const guarded = restRoutes.filter((route) => accessOf(route.procedure) !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const hasBody = route.method === 'POST' || route.method === 'PUT';
      const response = await t.http().request(route.method, concretePath(route.path), {
        ...(hasBody ? { body: {} } : {}),
      });
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      expect(response.body, `${route.method} ${route.path}`).toEqual({
        message: ERROR_MESSAGES.notSignedIn,
        code: 'UNAUTHORIZED',
      });
    }
  });

  // The foundation's rows are public or signed-in; role-restricted rows added later are checked here
  // without a new test (the builders' own 401/403 behaviour is proven below).
  it('every role-restricted row answers 403 to the other roles', async () => {
    const allowedRoles = (access: Access): readonly string[] =>
      access === 'clientOrAdmin' ? ['client', 'admin'] : [access];
    const restricted = restRoutes.filter((route) => {
      const access = accessOf(route.procedure);
      return access === 'clientOrAdmin' || ROLES.includes(access as TUserRole);
    });
    expect(restricted.some((route) => accessOf(route.procedure) === 'clientOrAdmin')).toBe(true);
    for (const route of restricted) {
      const allowed = allowedRoles(accessOf(route.procedure));
      for (const role of ROLES.filter((other) => !allowed.includes(other))) {
        const http = t.http();
        const { user } = await createUser(t.db, role);
        await signInAs(t.db, http, user);
        const hasBody = route.method === 'POST' || route.method === 'PUT';
        const response = await http.request(route.method, concretePath(route.path), {
          ...(hasBody ? { body: {} } : {}),
        });
        expect(response.status, `${role} on ${route.method} ${route.path}`).toBe(403);
        expect(response.body.code).toBe('FORBIDDEN');
      }
    }
  });
});

describe('the procedure builders', () => {
  /** A router made with the real builders, called as the REST layer calls procedures. */
  const probe = router({
    open: publicProcedure.query(() => 'public'),
    anyone: signedInProcedure.query(({ ctx }) => ctx.user.role),
    developer: developerProcedure.query(({ ctx }) => ctx.user.role),
    client: clientProcedure.query(({ ctx }) => ctx.user.role),
    admin: adminProcedure.query(({ ctx }) => ctx.user.role),
  });
  const createCaller = createCallerFactory(probe);
  type ProbeName = keyof typeof probe._def.procedures;

  async function statusOf(user: TUser | null, name: ProbeName): Promise<number> {
    const caller = createCaller(
      createInnerContext({ db: t.db, services: t.app.services, log: t.app.log, user }),
    );
    try {
      await caller[name]();
      return 200;
    } catch (error) {
      expect(error).toBeInstanceOf(TRPCError);
      const described = describeError(error);
      if (described.status === 401) expect(described.body.message).toBe(ERROR_MESSAGES.notSignedIn);
      if (described.status === 403) expect(described.body.message).toBe(ERROR_MESSAGES.forbidden);
      return described.status;
    }
  }

  it('declare their access in meta', () => {
    const declared = Object.fromEntries(
      Object.entries(probe._def.procedures as unknown as ProcedureDefs).map(([name, procedure]) => [
        name,
        procedure._def.meta?.access,
      ]),
    );
    expect(declared).toEqual({
      open: 'public',
      anyone: 'signedIn',
      developer: 'developer',
      client: 'client',
      admin: 'admin',
    });
  });

  it('enforce it: 401 for visitors, 403 for the wrong role', async () => {
    const matrix: Record<string, Record<ProbeName, number>> = {};
    for (const role of [null, ...ROLES]) {
      const user = role ? (await createUser(t.db, role)).user : null;
      const row = {} as Record<ProbeName, number>;
      for (const name of ['open', 'anyone', 'developer', 'client', 'admin'] as const) {
        row[name] = await statusOf(user, name);
      }
      matrix[role ?? 'visitor'] = row;
    }
    expect(matrix).toEqual({
      visitor: { open: 200, anyone: 401, developer: 401, client: 401, admin: 401 },
      developer: { open: 200, anyone: 200, developer: 200, client: 403, admin: 403 },
      client: { open: 200, anyone: 200, developer: 403, client: 200, admin: 403 },
      admin: { open: 200, anyone: 200, developer: 403, client: 403, admin: 200 },
    });
  });
});
