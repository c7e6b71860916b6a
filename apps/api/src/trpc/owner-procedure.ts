import type { Database, Kysely } from '@talanta/db';
import type { TUser } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { clientOrAdminProcedure, clientProcedure, developerProcedure, signedInProcedure } from './procedures';

/** The builders an ownership check can stand on; the access they declare in meta stays theirs. */
const BASE_PROCEDURES = {
  signedIn: signedInProcedure,
  client: clientProcedure,
  developer: developerProcedure,
  clientOrAdmin: clientOrAdminProcedure,
} as const;

export interface Ownership<TKey extends string, TResource> {
  /** Where the procedure finds the loaded thing: `ctx[key]`. */
  key: TKey;
  /** Loads the thing the input's `id` names; undefined when there is none (or none the user may see). */
  load: (db: Kysely<Database>, id: number, user: TUser) => Promise<TResource | undefined>;
  /** The message of the 404. */
  notFound: string;
  /** Who owns it, and the 403's message. Without it, `load` itself hides others' things as 404s. */
  owner?: { userId: (resource: TResource) => number; message: string };
}

/**
 * Makes a builder of procedures that only the owner of one thing may call: it takes the procedure's
 * whole input schema (so the REST docs see every field) with the thing's `id`, loads the thing and
 * refuses a missing one (404) or someone else's (403), then hands it over in `ctx[key]`.
 */
export function ownerProcedure<TKey extends string, TResource>(
  access: keyof typeof BASE_PROCEDURES,
  ownership: Ownership<TKey, TResource>,
) {
  // Both bases give ctx.user as a TUser; only their meta and role check differ.
  const base: typeof signedInProcedure = BASE_PROCEDURES[access];
  return <TInput extends z.ZodType<{ id: number }>>(inputSchema: TInput) =>
    base.input(inputSchema).use(async ({ ctx, input, next }) => {
      const resource = await ownership.load(ctx.db, (input as { id: number }).id, ctx.user);
      if (resource === undefined) throw new TRPCError({ code: 'NOT_FOUND', message: ownership.notFound });
      const { owner } = ownership;
      if (owner && owner.userId(resource) !== ctx.user.id)
        throw new TRPCError({ code: 'FORBIDDEN', message: owner.message });
      return next({ ctx: { [ownership.key]: resource } as Record<TKey, TResource> });
    });
}
