/**
 * API versions (docs/api-versioning.md). A caller may pin one with the `Talanta-Version` request
 * header; without it a request gets the current version. A version that is going away is still
 * answered until its sunset, with `Deprecation`, `Sunset` and `Link` headers on every answer.
 */

export const API_VERSION_HEADER = 'Talanta-Version';

/**
 * 2026-12-01: a developer is named by their developer id (the id `/api/developers/{id}` takes and
 * `/api/developers/all` lists) in shortlists, invitations, offers and webhook payloads; before, by
 * their user id.
 */
export const API_VERSIONS = ['2026-11-01', '2026-12-01'] as const;
export type TApiVersion = (typeof API_VERSIONS)[number];

export const CURRENT_API_VERSION: TApiVersion = '2026-12-01';

/** The versions still answered that are going away: since when (Deprecation) and until when (Sunset). */
export const DEPRECATED_API_VERSIONS: Partial<
  Record<TApiVersion, { deprecatedOn: string; sunsetOn: string; change: string }>
> = {
  '2026-11-01': {
    deprecatedOn: '2026-12-01',
    sunsetOn: '2027-06-01',
    change: "`developerId` in request bodies is the developer's user id",
  },
};

export const API_VERSION_MESSAGES = {
  unknown: `Unknown ${API_VERSION_HEADER}: use one of ${API_VERSIONS.join(', ')}, or leave the header out for ${CURRENT_API_VERSION}`,
} as const;

/** The version a request asked for: the current one when it names none, null when it names an unknown one. */
export function apiVersionOf(header: string | string[] | undefined): TApiVersion | null {
  if (header === undefined) return CURRENT_API_VERSION;
  const value = Array.isArray(header) ? header[0] : header;
  return (API_VERSIONS as readonly string[]).includes(value?.trim() ?? '')
    ? (value?.trim() as TApiVersion)
    : null;
}

/** Whether `developerId` in a request body names the developer's user id (the versions before 2026-12-01). */
export function namesDevelopersByUserId(version: TApiVersion): boolean {
  return version < '2026-12-01';
}
