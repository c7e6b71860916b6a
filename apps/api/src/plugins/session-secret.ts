import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SESSION_SECRET_FILE = 'session-secret';
const MIN_SECRET_LENGTH = 32;

function errorCode(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

function readSecret(file: string): string | undefined {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new Error(
        `${file} holds fewer than ${MIN_SECRET_LENGTH} characters; delete it or set SESSION_SECRET`,
      );
    }
    return secret;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The secret that signs the draft-session cookie: SESSION_SECRET when set (required in production),
 * else one generated once and kept in DATA_DIR/session-secret (mode 0600), so restarts keep drafts.
 * The file appears complete or not at all (written aside, then hard-linked into place), so two
 * processes starting together agree on one secret.
 */
export function resolveSessionSecret(options: { sessionSecret: string | null; dataDir: string }): string {
  if (options.sessionSecret) return options.sessionSecret;
  const file = join(options.dataDir, SESSION_SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return existing;

  mkdirSync(options.dataDir, { recursive: true });
  const staging = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(staging, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(staging, file);
  } catch (error) {
    // Another process won the race; its secret is the one.
    if (errorCode(error) !== 'EEXIST') throw error;
  } finally {
    unlinkSync(staging);
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`could not create ${file}`);
  return secret;
}
