import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Résumés live in `<uploadDir>/private/resumes`, a folder no static route serves (ADR 0030): the
 * only way out is GET /api/developers/{id}/resume, which checks who asks. The row keeps the name.
 */
const RESUME_DIRECTORY = join('private', 'resumes');
/** Names this app gives résumés: 32 random hex digits and `.pdf`. */
const STORED_NAME = /^[a-f0-9]{32}\.pdf$/;

/** A PDF starts with `%PDF-`, whatever name or Content-Type it came with. */
export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

function resumeFile(uploadDir: string, name: string): string | undefined {
  return STORED_NAME.test(name) ? join(uploadDir, RESUME_DIRECTORY, name) : undefined;
}

/** Writes the résumé under a new random name and returns that name. */
export async function storeResume(uploadDir: string, bytes: Uint8Array): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.pdf`;
  const directory = join(uploadDir, RESUME_DIRECTORY);
  await mkdir(directory, { recursive: true, mode: 0o700 });
  await writeFile(join(directory, name), bytes, { flag: 'wx', mode: 0o600 });
  return name;
}

/** The stored résumé's bytes; undefined when the name is not one of ours or the file is gone. */
export async function readStoredResume(uploadDir: string, name: string): Promise<Buffer | undefined> {
  const file = resumeFile(uploadDir, name);
  if (!file) return undefined;
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Deletes a stored résumé by its name; anything else (or an already gone file) is left alone. A
 * failure is logged, never thrown: the profile no longer points at the file.
 */
export async function deleteStoredResume(
  uploadDir: string,
  name: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const file = resumeFile(uploadDir, name);
  if (!file) return;
  try {
    await unlink(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      log.warn({ err: error, name }, 'could not delete old résumé');
  }
}
