import { type FirstScreenAnswer, firstScreenCalls, type TUser } from '@talanta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppRouter } from '../routers';
import { procedureCallerFactory } from '../trpc/caller';
import type { Context } from '../trpc/context';
import type { MatchedScreen } from './web-assets';

/**
 * How long a page waits for its first screen's answers. They take a few milliseconds; one that
 * takes longer (a busy database) is left out and the app asks for it, rather than the page, which
 * nothing can paint before, waiting for it.
 */
export const FIRST_SCREEN_ANSWERS_WAIT_MS = 250;

/**
 * The answers to the calls a signed-in screen makes before it shows (firstScreenCalls), each made
 * as the user's own call over /trpc would be (access, input and all); a call that fails or is
 * late is left out, for the app to ask and show as it would.
 */
export function firstScreenAnswerer(
  router: AppRouter,
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>,
) {
  const callerFor = procedureCallerFactory(router);
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: TUser,
    screen: MatchedScreen,
  ): Promise<FirstScreenAnswer[]> => {
    const calls = firstScreenCalls(screen.pattern, screen.params, user.role);
    if (calls.length === 0) return [];
    const call = callerFor(await createContext(request, reply));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), FIRST_SCREEN_ANSWERS_WAIT_MS);
    });
    try {
      const answers = await Promise.all(
        calls.map((firstCall) =>
          Promise.race([
            call(firstCall.path, firstCall.input).then(
              (data): FirstScreenAnswer => ({ ...firstCall, data }),
              () => undefined,
            ),
            late,
          ]),
        ),
      );
      return answers.filter((answer) => answer !== undefined);
    } finally {
      clearTimeout(timer);
    }
  };
}
