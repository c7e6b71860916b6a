import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { AVATAR_LIMITS, AVATAR_MESSAGES, type TAvatarResult } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { appRouter } from '../routers';
import { AVATAR_URL_PREFIX, avatarDirectory } from '../routers/profile/avatar-storage';
import type { AvatarFile } from '../routers/profile/upload-avatar';
import type { Context } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';

export interface AvatarUploadOptions {
  uploadDir: string;
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>;
}

/** The upload path; plugins/request-guard.ts lets multipart bodies through here (app.ts lists it). */
export const AVATAR_UPLOAD_PATH = '/api/uploads/avatar';

const noFile = () => new TRPCError({ code: 'BAD_REQUEST', message: AVATAR_MESSAGES.noFile });

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** Reads the request's one multipart file, turning every way it can be missing or too big into a 4xx. */
async function readAvatarFile(request: FastifyRequest): Promise<AvatarFile> {
  if (!request.isMultipart()) throw noFile();
  try {
    const file = await request.file();
    if (!file) throw noFile();
    return { declaredType: file.mimetype, bytes: await file.toBuffer() };
  } catch (error) {
    if (error instanceof TRPCError) throw error;
    if (isFileTooLarge(error))
      throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: AVATAR_MESSAGES.tooLarge });
    request.log.info({ err: error }, 'unreadable avatar upload');
    throw noFile();
  }
}

/**
 * Profile photos: POST /api/uploads/avatar takes one multipart file (JPEG, PNG or WebP by its
 * first bytes and its declared type, at most 2 MB) and hands it to the profile.uploadAvatar
 * procedure, whose builder declares and enforces who may call it. GET /uploads/avatars/<name>
 * serves the stored photos. Errors leave through the app's error handler as `{ message, code }`.
 */
export const avatarUploads: FastifyPluginAsync<AvatarUploadOptions> = async (app, options) => {
  const { uploadDir } = options;

  await app.register(fastifyMultipart, {
    limits: { fileSize: AVATAR_LIMITS.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  const createCaller = createCallerFactory(appRouter);
  app.post(AVATAR_UPLOAD_PATH, async (request, reply): Promise<TAvatarResult> => {
    const caller = createCaller(await options.createContext(request, reply));
    return caller.profile.uploadAvatar({ readFile: () => readAvatarFile(request) });
  });

  // Random names never change content, so browsers may keep them for good. The directory appears
  // with the first upload (storeAvatar makes it); until then every photo path is simply not found.
  await app.register(fastifyStatic, {
    root: avatarDirectory(uploadDir),
    suppressWarning: true,
    prefix: AVATAR_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
  });
};
