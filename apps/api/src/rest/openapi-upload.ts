import { AVATAR_LIMITS, AVATAR_TYPES, RESUME_LIMITS, ZAvatarResult, ZResumeResult } from '@talanta/schema';
import type { z } from 'zod';
import { AVATAR_UPLOAD_PATH, RESUME_UPLOAD_PATH } from '../plugins/avatar-upload';
import { responseHeaders } from './openapi-headers';
import { errorResponses } from './openapi-responses';
import type { ComponentSchemas } from './openapi-schemas';

interface UploadOperation {
  path: string;
  procedure: string;
  access: string;
  summary: string;
  contentType: string;
  result: z.ZodType;
  resultDescription: string;
}

/**
 * The profile uploads are registered by their own multipart plugin rather than the REST table
 * (rows with `upload` are documented with the table), so their operations are described here: one file part named `file`, answered like their procedures.
 */
const UPLOADS: UploadOperation[] = [
  {
    path: AVATAR_UPLOAD_PATH,
    procedure: 'profile.uploadAvatar',
    access: 'signedIn',
    summary: `Upload a profile photo: multipart/form-data with one JPEG, PNG or WebP file of at most ${AVATAR_LIMITS.label}`,
    contentType: Object.keys(AVATAR_TYPES).join(', '),
    result: ZAvatarResult,
    resultDescription: 'The new photo URL',
  },
  {
    path: RESUME_UPLOAD_PATH,
    procedure: 'profile.uploadResume',
    access: 'developer',
    summary: `Upload the developer's résumé: multipart/form-data with one PDF of at most ${RESUME_LIMITS.label} (checked by its first bytes); it replaces the one stored`,
    contentType: 'application/pdf',
    result: ZResumeResult,
    resultDescription: 'When the new résumé was uploaded',
  },
];

/** One file part named `file`, of the given content types, as an OpenAPI request body. */
export function multipartRequestBody(contentType: string) {
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
          required: ['file'],
        },
        encoding: { file: { contentType } },
      },
    },
  };
}

export function uploadPaths(schemas: ComponentSchemas) {
  return UPLOADS.map((upload) => ({
    path: upload.path,
    method: 'post',
    operation: {
      tags: ['Profile'],
      summary: upload.summary,
      operationId: upload.procedure.replace('.', '_'),
      description: `Access: ${upload.access}. Same as the tRPC procedure \`${upload.procedure}\`.`,
      requestBody: multipartRequestBody(upload.contentType),
      responses: {
        '200': {
          description: upload.resultDescription,
          headers: responseHeaders(),
          content: { 'application/json': { schema: schemas.convert(upload.result, 'output') } },
        },
        ...errorResponses({ signedIn: true, method: 'POST' }),
      },
    },
  }));
}
