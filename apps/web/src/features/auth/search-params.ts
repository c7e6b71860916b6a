import { REGISTRABLE_ROLES } from '@talanta/schema';
import { safeRedirectPath } from '@/lib/safe-redirect';

export const REGIONS = ['kenya', 'india'] as const;
export type Region = (typeof REGIONS)[number];
export type RegistrableRole = (typeof REGISTRABLE_ROLES)[number];

function oneOf<T extends string>(options: readonly T[], value: unknown): T | undefined {
  return options.find((option) => option === value);
}

/**
 * /login?redirect=/post-job: where to go after signing in (paths on this site only). The key is
 * always returned: the router merges this over the raw search, so leaving it out would let an
 * unsafe value through untouched.
 */
export function validateLoginSearch(search: Record<string, unknown>): { redirect?: string | undefined } {
  return { redirect: safeRedirectPath(search.redirect) };
}

/** A non-empty text search parameter, or nothing. */
function textParam(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * /register?role=client&region=kenya preselects the role and shows the hiring region; the
 * invitation email's link adds `email`, `firstName`, `lastName` (prefilled) and `invite` (its token,
 * sent with the form).
 */
export function validateRegisterSearch(search: Record<string, unknown>): {
  role?: RegistrableRole;
  region?: Region;
  redirect?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  invite?: string;
} {
  const role = oneOf(REGISTRABLE_ROLES, search.role);
  const region = oneOf(REGIONS, typeof search.region === 'string' ? search.region.toLowerCase() : undefined);
  const email = textParam(search.email);
  const invite = textParam(search.invite);
  const firstName = textParam(search.firstName);
  const lastName = textParam(search.lastName);
  return {
    ...(role && { role }),
    ...(region && { region }),
    ...validateLoginSearch(search),
    ...(email && { email }),
    ...(firstName && { firstName }),
    ...(lastName && { lastName }),
    ...(invite && { invite }),
  };
}

/** ?token=… of an emailed link. */
export function tokenSearch(search: Record<string, unknown>): { token?: string } {
  const token = textParam(search.token);
  return token ? { token } : {};
}
