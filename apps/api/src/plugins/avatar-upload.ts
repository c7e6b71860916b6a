import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { replaceProfileImageUrl } from '@talanta/db';
import {
  AVATAR_LIMITS,
  AVATAR_MESSAGES,
  AVATAR_TYPES,
  ERROR_MESSAGES,
  type TAvatarResult,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  AVATAR_URL_PREFIX,
  avatarDirectory,
  deleteStoredAvatar,
  detectImageType,
  storeAvatar,
} from '../routers/profile/avatar-storage';
import type { Context } from '../trpc/context';

export interface AvatarUploadOptions {
  uploadDir: string;
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>;
}

/** The upload path; plugins/request-guard.ts lets multipart bodies through here (app.ts lists it). */
export const AVATAR_UPLOAD_PATH = '/api/uploads/avatar';

const fail = (code: TRPCError['code'], message: string) => new TRPCError({ code, message });

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Profile photos: POST /api/uploads/avatar takes one multipart file (JPEG, PNG or WebP by its
 * first bytes and its declared type, at most 2 MB), stores it under a random name and makes it the
 * signed-in user's profileImageUrl, deleting the photo it replaces. GET /uploads/avatars/<name>
 * serves the stored photos. Errors leave through the app's error handler as `{ message, code }`.
 */
export const avatarUploads: FastifyPluginAsync<AvatarUploadOptions> = async (app, options) => {
  const { uploadDir } = options;

  await app.register(fastifyMultipart, {
    limits: { fileSize: AVATAR_LIMITS.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.post(AVATAR_UPLOAD_PATH, async (request, reply): Promise<TAvatarResult> => {
    const context = await options.createContext(request, reply);
    if (context.databaseUnavailable) throw fail('SERVICE_UNAVAILABLE', ERROR_MESSAGES.databaseUnavailable);
    const { user } = context;
    if (!user) throw fail('UNAUTHORIZED', ERROR_MESSAGES.notSignedIn);
    if (!request.isMultipart()) throw fail('BAD_REQUEST', AVATAR_MESSAGES.noFile);

    let bytes: Buffer;
    let declaredType: string;
    try {
      const file = await request.file();
      if (!file) throw fail('BAD_REQUEST', AVATAR_MESSAGES.noFile);
      declaredType = file.mimetype;
      bytes = await file.toBuffer();
    } catch (error) {
      if (error instanceof TRPCError) throw error;
      if (isFileTooLarge(error)) throw fail('PAYLOAD_TOO_LARGE', AVATAR_MESSAGES.tooLarge);
      request.log.info({ err: error }, 'unreadable avatar upload');
      throw fail('BAD_REQUEST', AVATAR_MESSAGES.noFile);
    }
    if (bytes.length === 0) throw fail('BAD_REQUEST', AVATAR_MESSAGES.noFile);
    // Both must agree: the type the browser declared and the type the bytes really are.
    const type = detectImageType(bytes);
    if (!type || !(declaredType in AVATAR_TYPES)) throw fail('BAD_REQUEST', AVATAR_MESSAGES.badType);

    const url = await storeAvatar(uploadDir, type, bytes);
    let previous: string | null;
    try {
      const replaced = await context.db
        .transaction()
        .execute((trx) => replaceProfileImageUrl(trx, user.id, url));
      if (!replaced) throw fail('UNAUTHORIZED', ERROR_MESSAGES.notSignedIn);
      previous = replaced.previous;
    } catch (error) {
      await deleteStoredAvatar(uploadDir, url, request.log);
      throw error;
    }
    if (previous && previous !== url) await deleteStoredAvatar(uploadDir, previous, request.log);
    return { profileImageUrl: url };
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
