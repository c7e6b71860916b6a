import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs an outbox's delivery rounds one at a time in this process. A flush during a round asks for
 * one more round after it (what was queued meanwhile is not left for the next poll); a failing
 * round is logged, never thrown; after stop() no round starts.
 */
export class OutboxRounds {
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly failureMessage: string,
    private readonly round: (isStopped: () => boolean) => Promise<void>,
  ) {}

  flush(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#rounds()
      .catch((error) => this.log.warn({ err: error }, this.failureMessage))
      .finally(() => {
        this.#running = null;
      });
    return this.#running;
  }

  /** Waits for the round in progress; later flushes do nothing (shutdown). */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#running;
  }

  async #rounds(): Promise<void> {
    do {
      this.#again = false;
      await this.round(() => this.#stopped);
    } while (this.#again && !this.#stopped);
  }
}
