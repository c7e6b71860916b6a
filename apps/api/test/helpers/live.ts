import type { TLiveEvent } from '@talanta/schema';
import { createTRPCClient, httpSubscriptionLink, TRPCClientError } from '@trpc/client';
import { EventSource } from 'eventsource';
import { SESSION_COOKIE } from '../../src/auth/cookie';
import type { AppRouter } from '../../src/routers';

export interface ReceivedEvent {
  /** The SSE id: the event's sequence number in the user's stream. */
  id: string;
  event: TLiveEvent;
  /** Date.now() when the client got it, for latency measurements. */
  receivedAt: number;
}

type Waiter = { check: () => void; fail: (error: Error) => void };

/**
 * A live events subscriber as the web app makes one: tRPC's httpSubscriptionLink over a real
 * EventSource (the `eventsource` package, whose custom fetch sends the session cookie like a
 * browser). It records what arrives; tests await conditions on it, each with a failure deadline.
 */
export class LiveSubscriber {
  readonly events: ReceivedEvent[] = [];
  error: TRPCClientError<AppRouter> | undefined;
  started = false;
  readonly #waiters = new Set<Waiter>();
  readonly #unsubscribe: () => void;

  constructor(baseUrl: string, options: { sessionToken?: string; lastEventId?: string | null } = {}) {
    const cookie = options.sessionToken ? `${SESSION_COOKIE}=${options.sessionToken}` : undefined;
    const client = createTRPCClient<AppRouter>({
      links: [
        httpSubscriptionLink({
          url: `${baseUrl}/trpc`,
          EventSource,
          eventSourceOptions: () => ({
            fetch: (input, init) =>
              fetch(input, { ...init, headers: { ...init?.headers, ...(cookie ? { cookie } : {}) } }),
          }),
        }),
      ],
    });
    const input = options.lastEventId === undefined ? undefined : { lastEventId: options.lastEventId };
    const subscription = client.live.events.subscribe(input, {
      onStarted: () => {
        this.started = true;
        this.#notify();
      },
      onData: (tracked) => {
        this.events.push({ id: tracked.id, event: tracked.data, receivedAt: Date.now() });
        this.#notify();
      },
      onError: (error) => {
        this.error = error instanceof TRPCClientError ? error : TRPCClientError.from(error);
        this.#notify();
      },
    });
    this.#unsubscribe = () => subscription.unsubscribe();
  }

  /** Resolves once `count` events have arrived; rejects on a subscription error or the deadline. */
  async waitForEvents(count: number, timeoutMs = 5000): Promise<ReceivedEvent[]> {
    await this.#waitUntil(() => this.events.length >= count, `${count} live event(s)`, timeoutMs, true);
    return this.events.slice(0, count);
  }

  /** Resolves with the subscription's error; rejects if none comes before the deadline. */
  async waitForError(timeoutMs = 5000): Promise<TRPCClientError<AppRouter>> {
    await this.#waitUntil(() => this.error !== undefined, 'a subscription error', timeoutMs, false);
    return this.error as TRPCClientError<AppRouter>;
  }

  /** The last SSE id received: what a reconnecting client sends as lastEventId. */
  get lastEventId(): string | undefined {
    return this.events.at(-1)?.id;
  }

  close(): void {
    this.#unsubscribe();
  }

  #notify() {
    for (const waiter of this.#waiters) waiter.check();
  }

  #waitUntil(condition: () => boolean, what: string, timeoutMs: number, failOnError: boolean): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        check: () => {
          if (failOnError && this.error) waiter.fail(this.error);
          else if (condition()) finish(resolve);
        },
        fail: (error) => finish(() => reject(error)),
      };
      const timer = setTimeout(
        () =>
          waiter.fail(new Error(`waited ${timeoutMs} ms for ${what}; got ${this.events.length} event(s)`)),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        this.#waiters.delete(waiter);
        settle();
      };
      this.#waiters.add(waiter);
      waiter.check();
    });
  }
}

/** Opens subscribers and closes them all (call `closeAll` in afterEach so no stream outlives its test). */
export function liveSubscribers() {
  const open = new Set<LiveSubscriber>();
  return {
    subscribe(baseUrl: string, options?: ConstructorParameters<typeof LiveSubscriber>[1]): LiveSubscriber {
      const subscriber = new LiveSubscriber(baseUrl, options);
      open.add(subscriber);
      return subscriber;
    },
    closeAll() {
      for (const subscriber of open) subscriber.close();
      open.clear();
    },
  };
}
