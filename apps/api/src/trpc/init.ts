import { initTRPC } from '@trpc/server';
import type { Context } from './context';
import { describeError } from './errors';

/** `clientOrAdmin`: either of the two roles (webhook endpoints). */
export type Access = 'public' | 'signedIn' | 'developer' | 'client' | 'admin' | 'clientOrAdmin';

/** Every procedure declares who may call it; a test walks the router to prove none is missing. */
export interface Meta {
  access: Access;
}

export const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // Live streams send a comment every 15 s so proxies keep them open; the client reconnects after 40 s of silence.
    sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 40_000 } },
    errorFormatter({ shape, error }) {
      const described = describeError(error);
      return {
        ...shape,
        message: described.body.message,
        data: {
          code: described.body.code,
          httpStatus: described.status,
          issues: described.body.issues,
          // Stack traces stay on the server.
          stack: undefined,
          path: shape.data.path,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
