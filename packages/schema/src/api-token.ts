import { z } from 'zod';
import { text } from './fields';

/**
 * Personal access tokens (issue 17): made in Account Settings, sent as `Authorization: Bearer
 * <token>`, shown once. A read token may only read; a read+write token may do what its user may.
 */

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type TApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_LIMITS = {
  nameMax: 100,
  expiresInDaysMin: 1,
  expiresInDaysMax: 365,
  /** Tokens one user may hold at a time. */
  perUser: 20,
} as const;

/** Every token starts with this, so people and secret scanners can tell it from a session token. */
export const API_TOKEN_PREFIX = 'tal_';

export const API_TOKEN_MESSAGES = {
  name: 'Token name is required',
  nameTooLong: `Token name must be at most ${API_TOKEN_LIMITS.nameMax} characters`,
  scopes: 'Scopes must be ["read"] or ["read", "write"]',
  expiresInDays: `Expiry must be a whole number of days from ${API_TOKEN_LIMITS.expiresInDaysMin} to ${API_TOKEN_LIMITS.expiresInDaysMax}`,
  tooMany: `You can have at most ${API_TOKEN_LIMITS.perUser} API tokens. Revoke one you no longer use first.`,
  notFound: 'API token not found',
  revoked: 'API token revoked.',
  invalid: 'Invalid API token. It may have been revoked; create a new one in Account Settings.',
  expired: 'This API token has expired. Create a new one in Account Settings.',
  readOnly: 'This API token is read-only. Use a token with the write scope to make changes.',
  cookieAndBearer:
    'Send either a session cookie or an Authorization bearer token, not both. Remove one and try again.',
  sessionOnly:
    'Only a signed-in session on the site can do this: API tokens cannot create tokens, change the email or password, manage two-factor sign-in or sessions, or delete the account.',
} as const;

const scopes = z
  .array(z.enum(API_TOKEN_SCOPES, { error: API_TOKEN_MESSAGES.scopes }), { error: API_TOKEN_MESSAGES.scopes })
  .min(1, API_TOKEN_MESSAGES.scopes)
  .max(2, API_TOKEN_MESSAGES.scopes)
  .refine((list) => list.includes('read') && new Set(list).size === list.length, API_TOKEN_MESSAGES.scopes);

/** POST /api/tokens. */
export const ZCreateApiTokenInput = z.object({
  name: text(API_TOKEN_MESSAGES.name)
    .trim()
    .min(1, API_TOKEN_MESSAGES.name)
    .max(API_TOKEN_LIMITS.nameMax, API_TOKEN_MESSAGES.nameTooLong),
  scopes,
  expiresInDays: z
    .number({ error: API_TOKEN_MESSAGES.expiresInDays })
    .int(API_TOKEN_MESSAGES.expiresInDays)
    .min(API_TOKEN_LIMITS.expiresInDaysMin, API_TOKEN_MESSAGES.expiresInDays)
    .max(API_TOKEN_LIMITS.expiresInDaysMax, API_TOKEN_MESSAGES.expiresInDays)
    .optional(),
});
export type TCreateApiTokenInput = z.input<typeof ZCreateApiTokenInput>;

/** DELETE /api/tokens/{id}. */
export const ZApiTokenIdInput = z.object({
  id: text('Invalid id').trim().min(1, 'Invalid id').max(64, 'Invalid id'),
});

const dateTime = z.string().meta({ format: 'date-time' });

/** A token as its owner sees it in lists: never the secret. */
export const ZApiToken = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  createdAt: dateTime,
  /** Null: it never expires. */
  expiresAt: dateTime.nullable(),
  /** Null: never used. */
  lastUsedAt: dateTime.nullable(),
});
export type TApiToken = z.infer<typeof ZApiToken>;

/** The answer to creating a token: the only time `token` is ever shown. */
export const ZCreatedApiToken = ZApiToken.extend({
  token: z.string().meta({ description: 'The token itself; it is shown only this once' }),
});
export type TCreatedApiToken = z.infer<typeof ZCreatedApiToken>;

/** Whether a token's scopes allow state-changing calls. */
export const canWrite = (scopeList: readonly string[]): boolean => scopeList.includes('write');
