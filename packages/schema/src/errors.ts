import { z } from 'zod';

/** Texts of errors the server produces itself (not tied to one form). */
export const ERROR_MESSAGES = {
  notSignedIn: 'You must be signed in to do that.',
  forbidden: 'You do not have permission to do that.',
  badOrigin: 'Cross-site request refused.',
  unsupportedMediaType: 'Request bodies must be JSON (Content-Type: application/json).',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  databaseUnavailable: 'Database temporarily unavailable',
  tooManyRequests: 'Too many attempts. Please wait and try again.',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  invalidResetToken: 'This reset link is invalid or has expired. Please request a new one.',
  badUrl: 'The address of this request is not valid (check its percent-encoding).',
  invalidValue:
    'The request holds a value that cannot be stored or compared (check its text, numbers and dates).',
} as const;

/** The error body of every /api/* response that is not OK. */
export const ZApiError = z.object({
  message: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
