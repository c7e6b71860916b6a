import { AVATAR_LIMITS, AVATAR_TYPES, ZAvatarResult } from '@talanta/schema';
import { AVATAR_UPLOAD_PATH } from '../plugins/avatar-upload';
import { errorResponses } from './openapi-responses';
import type { ComponentSchemas } from './openapi-schemas';

/**
 * POST /api/uploads/avatar is registered by its own multipart plugin rather than the REST table,
 * so its operation is described here: one file part named `file`, answered like profile.uploadAvatar.
 */
export function avatarUploadPath(schemas: ComponentSchemas) {
  return {
    path: AVATAR_UPLOAD_PATH,
    method: 'post',
    operation: {
      tags: ['Profile'],
      summary: `Upload a profile photo: multipart/form-data with one JPEG, PNG or WebP file of at most ${AVATAR_LIMITS.label}`,
      operationId: 'profile_uploadAvatar',
      description: 'Access: signedIn. Same as the tRPC procedure `profile.uploadAvatar`.',
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
              required: ['file'],
            },
            encoding: { file: { contentType: Object.keys(AVATAR_TYPES).join(', ') } },
          },
        },
      },
      responses: {
        '200': {
          description: 'The new photo URL',
          content: { 'application/json': { schema: schemas.convert(ZAvatarResult, 'output') } },
        },
        ...errorResponses({ signedIn: true, body: true, extra: ['413'] }),
      },
    },
  };
}
