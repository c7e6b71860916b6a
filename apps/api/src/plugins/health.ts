import { type DbHandle, findPendingMigrations, pingDatabase } from '@talanta/db';
import { ERROR_MESSAGES } from '@talanta/schema';
import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../trpc/errors';

export const MIGRATIONS_PENDING_MESSAGE = 'Database migrations are pending';

/**
 * Health checks for load balancers and orchestrators:
 * - /api/health/live: the process serves requests (restart it when this fails);
 * - /api/health/ready: it can do its work: the database answers and its schema is the one this
 *   code expects (send it no traffic until this passes, e.g. while another process migrates);
 * - /api/health: the database answers (kept for existing monitors).
 * Their 503s carry the same Retry-After as every other 503 of an unavailable database: the
 * condition (a database coming back, another process migrating) is expected to pass.
 */
export function registerHealthRoutes(api: FastifyInstance, database: Pick<DbHandle, 'db'>) {
  const { db } = database;

  api.get('/api/health', async (_request, reply) => {
    try {
      await pingDatabase(db);
      return { status: 'ok' };
    } catch {
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ status: 'unavailable', message: ERROR_MESSAGES.databaseUnavailable });
    }
  });

  api.get('/api/health/live', async () => ({ status: 'live' }));

  api.get('/api/health/ready', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    let pending: string[];
    try {
      await pingDatabase(db);
      pending = await findPendingMigrations(db);
    } catch {
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({
        status: 'unavailable',
        reason: 'database_unreachable',
        message: ERROR_MESSAGES.databaseUnavailable,
      });
    }
    if (pending.length > 0) {
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({
        status: 'unavailable',
        reason: 'migrations_pending',
        message: `${MIGRATIONS_PENDING_MESSAGE}: ${pending.join(', ')}`,
        pendingMigrations: pending,
      });
    }
    return { status: 'ready' };
  });
}
