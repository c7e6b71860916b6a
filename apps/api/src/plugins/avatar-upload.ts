import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import {
  AVATAR_LIMITS,
  AVATAR_MESSAGES,
  RESUME_LIMITS,
  RESUME_MESSAGES,
  type TAvatarResult,
  type TResumeResult,
} from '@talanta/schema';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { appRouter } from '../routers';
import { AVATAR_URL_PREFIX, avatarDirectory } from '../routers/profile/avatar-storage';
import type { Context } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { readUploadedFile, type UploadRule } from './read-upload';

export interface AvatarUploadOptions {
  uploadDir: string;
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>;
}

/** The upload paths; plugins/request-guard.ts lets multipart bodies through here (app.ts lists them). */
export const AVATAR_UPLOAD_PATH = '/api/uploads/avatar';
export const RESUME_UPLOAD_PATH = '/api/uploads/resume';

const AVATAR_RULE: UploadRule = {
  maxBytes: AVATAR_LIMITS.maxBytes,
  noFile: AVATAR_MESSAGES.noFile,
  tooLarge: AVATAR_MESSAGES.tooLarge,
};
const RESUME_RULE: UploadRule = {
  maxBytes: RESUME_LIMITS.maxBytes,
  noFile: RESUME_MESSAGES.badType,
  tooLarge: RESUME_MESSAGES.tooLarge,
};

/**
 * Uploads. Profile photos: POST /api/uploads/avatar takes one multipart file (JPEG, PNG or WebP by its
 * first bytes and its declared type, at most 2 MB) and hands it to the profile.uploadAvatar
 * procedure, whose builder declares and enforces who may call it. GET /uploads/avatars/<name>
 * serves the stored photos. Résumés: POST /api/uploads/resume takes one PDF of at most 5 MB for
 * profile.uploadResume (a developer's); they are stored in a private folder nothing here serves
 * (ADR 0030). Errors leave through the app's error handler as `{ message, code }`.
 */
export const avatarUploads: FastifyPluginAsync<AvatarUploadOptions> = async (app, options) => {
  const { uploadDir } = options;

  await app.register(fastifyMultipart, {
    limits: { fileSize: AVATAR_LIMITS.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  const createCaller = createCallerFactory(appRouter);
  app.post(AVATAR_UPLOAD_PATH, async (request, reply): Promise<TAvatarResult> => {
    const caller = createCaller(await options.createContext(request, reply));
    return caller.profile.uploadAvatar({ readFile: () => readUploadedFile(request, AVATAR_RULE) });
  });
  app.post(RESUME_UPLOAD_PATH, async (request, reply): Promise<TResumeResult> => {
    const caller = createCaller(await options.createContext(request, reply));
    return caller.profile.uploadResume({ readFile: () => readUploadedFile(request, RESUME_RULE) });
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
