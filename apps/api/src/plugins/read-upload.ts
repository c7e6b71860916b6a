// The type import also brings @fastify/multipart's request methods to every compile that reads this file.
import type { MultipartFile } from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** What one upload takes: at most `maxBytes`, with its own messages for no file and too big. */
export interface UploadRule {
  maxBytes: number;
  noFile: string;
  tooLarge: string;
}

/** The one uploaded file: its name and type as the browser declared them, and its bytes. */
export interface UploadedFile {
  filename: string;
  declaredType: string;
  bytes: Buffer;
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Reads the request's one multipart file, turning every way it can be missing or too big into a
 * 4xx. Procedures get it as `readFile`, so the body is read only after their builder let the caller in.
 */
export async function readUploadedFile(request: FastifyRequest, rule: UploadRule): Promise<UploadedFile> {
  const noFile = () => new TRPCError({ code: 'BAD_REQUEST', message: rule.noFile });
  if (!request.isMultipart()) throw noFile();
  try {
    const file: MultipartFile | undefined = await request.file({ limits: { fileSize: rule.maxBytes } });
    if (!file) throw noFile();
    return { filename: file.filename, declaredType: file.mimetype, bytes: await file.toBuffer() };
  } catch (error) {
    if (error instanceof TRPCError) throw error;
    if (isFileTooLarge(error)) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: rule.tooLarge });
    request.log.info({ err: error, url: request.url }, 'unreadable upload');
    throw noFile();
  }
}

/**
 * A procedure's input on an upload route: a reader of the multipart body rather than the file, so
 * the body is read only after the builder let the caller in. Over tRPC (JSON) it cannot be given,
 * and the message says what is missing.
 */
export function fileReaderInput(message: string) {
  return z.object({
    readFile: z.custom<() => Promise<UploadedFile>>((value) => typeof value === 'function', message),
  });
}
