import type { AppRouter } from '@talanta/api/router';
import { FIRST_SCREEN_ANSWERS_ELEMENT_ID, type FirstScreenAnswer } from '@talanta/schema';
import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { afterFirstScreen } from './first-screen';

/**
 * The server's answers to the first screen's calls, sent with a signed-in index.html
 * (FIRST_SCREEN_ANSWERS_ELEMENT_ID, apps/api web-assets.ts); read once, none when absent or unreadable.
 */
export function readFirstScreenAnswers(): FirstScreenAnswer[] {
  const element = document.getElementById(FIRST_SCREEN_ANSWERS_ELEMENT_ID);
  element?.remove();
  try {
    const answers: unknown = JSON.parse(element?.textContent ?? '[]');
    return Array.isArray(answers) ? answers.filter((answer) => typeof answer?.path === 'string') : [];
  } catch {
    return [];
  }
}

/** A call's identity: its path and its input as JSON with object keys in order ({a, b} is {b, a}). */
export function callKey(path: string, input: unknown): string {
  const ordered = (_key: string, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value;
  return `${path} ${JSON.stringify(input ?? null, ordered)}`;
}

/**
 * A link that hands each of the page's answers to the first query identical to its call, once,
 * without a request: the first screen draws with what the server put in the page, one round trip
 * sooner. Any other call goes on to the server, and so does every call once the first screen is
 * shown (answers not taken by then are dropped: later calls want fresh data).
 */
export function firstScreenLink(answers: readonly FirstScreenAnswer[]): TRPCLink<AppRouter> {
  const waiting = new Map(answers.map((answer) => [callKey(answer.path, answer.input), answer.data]));
  if (waiting.size > 0) afterFirstScreen(async () => waiting.clear())().catch(() => undefined);
  return () =>
    ({ op, next }) => {
      const key = op.type === 'query' ? callKey(op.path, op.input) : '';
      if (!waiting.has(key)) return next(op);
      const data = waiting.get(key);
      waiting.delete(key);
      return observable((observer) => {
        observer.next({ result: { type: 'data', data } });
        observer.complete();
      });
    };
}
