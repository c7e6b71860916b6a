import { type Executor, findShortlists, lockShortlist, toPublicDeveloper } from '@talanta/db';
import { SHORTLIST_MESSAGES, type TShortlist } from '@talanta/schema';
import { TRPCError } from '@trpc/server';

/**
 * Locks the client's shortlist for the transaction that changes it: someone else's is as unknown
 * as a missing one (404), so ids do not reveal other clients' lists.
 */
export async function lockOwnShortlist(trx: Executor, clientId: number, id: number) {
  const shortlist = await lockShortlist(trx, id);
  if (!shortlist || shortlist.clientId !== clientId)
    throw new TRPCError({ code: 'NOT_FOUND', message: SHORTLIST_MESSAGES.notFound });
  return shortlist;
}

/** The client's shortlists as the API answers them, newest first, each with its developers. */
export async function shortlistsOf(db: Executor, clientId: number): Promise<TShortlist[]> {
  const { shortlists, entries, developers } = await findShortlists(db, clientId);
  const profiles = new Map(developers.map((row) => [row.userId, toPublicDeveloper(row)]));
  return shortlists.map((list) => ({
    id: list.id,
    name: list.name,
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
    developers: entries
      .filter((entry) => entry.shortlistId === list.id)
      .flatMap((entry) => {
        const developer = profiles.get(entry.developerId);
        return developer ? [{ developer, note: entry.note, addedAt: entry.addedAt.toISOString() }] : [];
      }),
  }));
}

/** The one shortlist, read after a change in the same transaction. */
export async function shortlistById(db: Executor, clientId: number, id: number): Promise<TShortlist> {
  const shortlist = (await shortlistsOf(db, clientId)).find((list) => list.id === id);
  if (!shortlist) throw new TRPCError({ code: 'NOT_FOUND', message: SHORTLIST_MESSAGES.notFound });
  return shortlist;
}

export const duplicateName = () =>
  new TRPCError({ code: 'CONFLICT', message: SHORTLIST_MESSAGES.duplicateName });
