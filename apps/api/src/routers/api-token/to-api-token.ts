import type { ApiTokenScope } from '@talanta/db';
import type { TApiToken } from '@talanta/schema';

interface ApiTokenColumns {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

/** A token row as its owner sees it (never the hash). */
export const toApiToken = (row: ApiTokenColumns): TApiToken => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});
