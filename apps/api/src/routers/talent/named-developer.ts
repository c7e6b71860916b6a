import { type DeveloperIds, type Executor, findDeveloperIds } from '@talanta/db';
import { namesDevelopersByUserId } from '@talanta/schema';
import type { Context } from '../../trpc/context';

/**
 * The developer a request body names with `developerId`: by their developer id (the id
 * /api/developers/{id} takes) since API version 2026-12-01, by their user id for a caller still
 * pinned to an earlier one (docs/api-versioning.md). `approved`: only a developer clients may
 * see (an approved one) counts; anyone else is as unknown as a developer who does not exist.
 */
export async function namedDeveloper(
  db: Executor,
  ctx: Pick<Context, 'apiVersion'>,
  developerId: number,
  { approved }: { approved: boolean },
): Promise<DeveloperIds | null> {
  const developer = await findDeveloperIds(
    db,
    namesDevelopersByUserId(ctx.apiVersion) ? { userId: developerId } : { developerId },
  );
  if (!developer || (approved && !developer.isApproved)) return null;
  return developer;
}

/**
 * A developer as webhook payloads name them (their developer id and user id), from the user id the
 * tables keep. Every developer account has its profile from registration on.
 */
export async function developerInPayload(
  db: Executor,
  userId: number,
): Promise<{ developerId: number; developerUserId: number }> {
  const developer = await findDeveloperIds(db, { userId });
  if (!developer) throw new Error(`user ${userId} has no developer profile`);
  return { developerId: developer.developerId, developerUserId: userId };
}
