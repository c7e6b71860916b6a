import type { TUser } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { expect } from 'vitest';
import { appRouter } from '../../src/routers';
import { createInnerContext } from '../../src/trpc/context';
import { describeError } from '../../src/trpc/errors';
import { createCallerFactory } from '../../src/trpc/init';
import type { TestApp } from './app';

/**
 * Calls procedures with a context of our own: `user` as a request saw them when its access check
 * ran, whatever the database says now (for races decided after that check).
 */
export function callerSeenAs(t: TestApp, user: TUser) {
  return createCallerFactory(appRouter)(
    createInnerContext({ db: t.db, services: t.app.services, log: t.app.log, user }),
  );
}

/** The status and message a procedure call ends with, for calls made with a context of our own. */
export async function outcome(call: Promise<unknown>): Promise<{ status: number; message?: string }> {
  try {
    await call;
    return { status: 200 };
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCError);
    const described = describeError(error);
    return { status: described.status, message: described.body.message };
  }
}
