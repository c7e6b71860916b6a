import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';

/**
 * A loopback TCP proxy in front of the PostgreSQL server, for faults that must not touch the
 * shared server itself: `pause()` stops every byte both ways (the server looks stalled, as under
 * SIGSTOP, while it still accepts connections), `cut()` drops every connection at once (a crash).
 */
export class TcpProxy {
  readonly #server: Server;
  readonly #sockets = new Set<Socket>();
  /** Connections accepted while paused, not yet passed on: the server would not have answered them either. */
  readonly #held = new Set<Socket>();
  #paused = false;
  #target: { host: string; port: number } = { host: '127.0.0.1', port: 5432 };

  private constructor(
    server: Server,
    readonly port: number,
    /** The directory of its Unix socket when it stands in for a local server's (startOnSocket). */
    readonly socketDirectory: string | null = null,
  ) {
    this.#server = server;
  }

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const proxy = new TcpProxy(server, (server.address() as { port: number }).port);
    proxy.#target = target;
    server.on('connection', (client) => proxy.#accept(client));
    return proxy;
  }

  /**
   * One listening where a local PostgreSQL does, on `<directory>/.s.PGSQL.5432`: connection strings
   * reach it by the directory as host, and stop() makes it go away as a stopped server's does.
   */
  static async startOnSocket(directory: string, target: { host: string; port: number }): Promise<TcpProxy> {
    const server = createServer();
    const proxy = new TcpProxy(server, 0, directory);
    proxy.#target = target;
    await proxy.restart();
    server.on('connection', (client) => proxy.#accept(client));
    return proxy;
  }

  /** Rewrites a connection string to go through the proxy. */
  urlFor(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    if (this.socketDirectory) {
      const user = url.username ? `${url.username}${url.password ? `:${url.password}` : ''}@` : '';
      return `postgres://${user}${encodeURIComponent(this.socketDirectory)}${url.pathname}`;
    }
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  pause() {
    this.#paused = true;
    for (const socket of this.#sockets) socket.pause();
  }

  resume() {
    this.#paused = false;
    for (const socket of this.#sockets) socket.resume();
    for (const client of this.#held) this.#connectUpstream(client);
    this.#held.clear();
  }

  /** Drops every open connection, as a server crash would; new ones are still accepted. */
  cut() {
    for (const socket of this.#sockets) socket.destroy();
    for (const client of this.#held) client.destroy();
    this.#held.clear();
  }

  /** Drops every connection and stops listening: its socket file goes, so connecting fails at once (ENOENT). */
  async stop() {
    this.cut();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** Listens on its socket again (after stop()), as a server that has started again. */
  async restart() {
    if (!this.socketDirectory) throw new Error('only a proxy on a Unix socket can stop and start again');
    const path = join(this.socketDirectory, '.s.PGSQL.5432');
    await new Promise<void>((resolve) => this.#server.listen(path, resolve));
  }

  async close() {
    this.cut();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /**
   * While paused, a new connection is held without one to the real server: a paused proxy that
   * opened one per attempt left each waiting on PostgreSQL (for its authentication timeout, since a
   * paused socket never reads its client's close) and filled max_connections for the other test
   * files running beside it.
   */
  #accept(client: Socket) {
    if (!this.#paused) {
      this.#connectUpstream(client);
      return;
    }
    client.pause();
    client.on('error', () => client.destroy());
    this.#held.add(client);
  }

  #connectUpstream(client: Socket) {
    if (client.destroyed) return;
    this.#pipe(client, connect(this.#target.port, this.#target.host));
    client.resume();
  }

  #pipe(client: Socket, upstream: Socket) {
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.#sockets.add(from);
      from.on('data', (chunk) => to.write(chunk));
      from.on('close', () => {
        this.#sockets.delete(from);
        to.destroy();
      });
      from.on('error', () => from.destroy());
      if (this.#paused) from.pause();
    }
  }
}
