import {
  parseSavedSearchQuery,
  SAVED_SEARCH_MESSAGES,
  type TSavedSearchKind,
  type TUserRole,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';

/** Developers search jobs and clients search talent; admins have neither list to save. */
const KIND_OF_ROLE: Partial<Record<TUserRole, TSavedSearchKind>> = {
  developer: 'jobs',
  client: 'developers',
};

export function assertKindOfRole(role: TUserRole, kind: TSavedSearchKind) {
  if (KIND_OF_ROLE[role] !== kind)
    throw new TRPCError({ code: 'FORBIDDEN', message: SAVED_SEARCH_MESSAGES.wrongKind[kind] });
}

/** Filters sent to an update, parsed by the search's kind; the first problem is the 400's message. */
export function parsedQuery(kind: TSavedSearchKind, query: unknown): Record<string, unknown> {
  const parsed = parseSavedSearchQuery(kind, query);
  if (!parsed.success)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: parsed.error.issues[0]?.message ?? 'Invalid filters',
    });
  return parsed.data;
}
