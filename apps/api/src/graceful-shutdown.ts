import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

const FORCED_EXIT_AFTER_MS = 15_000;

/**
 * Ends the process on SIGTERM or SIGINT without dropping a request a client already sent: every
 * request in flight gets its answer, then `release` (the database) runs, then the process
 * exits 0. Call before `listen`: it adds the hook that closes connections once shutdown begins.
 */
export function handleShutdownSignals(app: FastifyInstance, release: () => Promise<void>) {
  let draining = false;
  // A keep-alive socket left idle would hold the server open, and its client would race the
  // close with its next request: once shutdown begins every response closes its connection.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  async function shutdown(signal: string) {
    if (draining) return;
    draining = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, FORCED_EXIT_AFTER_MS);
    forceExit.unref();
    try {
      await takeInPendingArrivals(app.server);
      // Ends the live streams, stops accepting, waits for every request in flight.
      await app.close();
      await release();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * Lets the event loop run until two turns in a row take in no connection and no request (for at
 * most `limitMs`, so steady traffic cannot hold the shutdown).
 * Closing the listener resets the connections the kernel still queues, and Node's server.close()
 * drops accepted sockets whose request it has not read yet (they look idle). libuv accepts one
 * connection per loop turn, and on PGlite, whose queries hold the event loop, dozens of requests
 * sent before the signal can still be waiting there.
 */
async function takeInPendingArrivals(server: Server, limitMs = 5000) {
  let arrivals = 0;
  const count = () => {
    arrivals += 1;
  };
  server.on('connection', count);
  server.on('request', count);
  try {
    const deadline = Date.now() + limitMs;
    for (let quietTurns = 0; quietTurns < 2 && Date.now() < deadline; ) {
      const before = arrivals;
      await new Promise((resolve) => setImmediate(resolve));
      quietTurns = arrivals === before ? quietTurns + 1 : 0;
    }
  } finally {
    server.off('connection', count);
    server.off('request', count);
  }
}
