import { expect } from 'vitest';
import { outboxFor } from './admin';
import type { TestApp } from './app';

/** The token of the newest link to `path` (e.g. /verify-email) emailed to the address. */
export async function emailedToken(t: TestApp, address: string, path: string): Promise<string> {
  const pattern = new RegExp(`^http://\\S+${path}\\?token=([a-z2-7]{52})$`, 'm');
  const tokens = (await outboxFor(t, address)).flatMap((email) => {
    const match = pattern.exec(email.bodyText);
    return match?.[1] ? [match[1]] : [];
  });
  expect(tokens.length, `a ${path} link emailed to ${address}`).toBeGreaterThan(0);
  return tokens.at(-1) ?? '';
}
