import type { Database, Kysely } from '@talanta/db';
import type { TUser, TUserRole } from '@talanta/schema';
import { SESSION_COOKIE } from '../../src/auth/cookie';
import { createSession } from '../../src/auth/session';
import type { TestApp } from './app';
import type { HttpClient, RequestOptions } from './http';
import { approveDeveloper } from './jobs';
import type { TrpcTestClient } from './trpc';
import { createUser } from './users';

/** A signed-in user with a REST client (over inject) and a typed tRPC client (over a port). */
export interface Member {
  user: TUser;
  /** A developer's developer id; null for other roles. */
  developerId: number | null;
  token: string;
  http: HttpClient;
  trpc: TrpcTestClient['client'];
}

export async function createMember(
  t: TestApp,
  role: TUserRole,
  fields: { firstName?: string; lastName?: string; approved?: boolean } = {},
): Promise<Member> {
  const { user, developerId } = await createUser(t.db, role, fields);
  if (fields.approved) await approveDeveloper(t.db, user.id);
  const { token } = await createSession(t.db, user.id, user.role);
  const http = t.http();
  http.sessionToken = token;
  const trpc = await t.trpc();
  trpc.cookies.set(SESSION_COOKIE, token);
  return { user, developerId, token, http, trpc: trpc.client };
}

/** A job row of a client, inserted directly (the jobs API is tested elsewhere). */
export async function insertJob(
  db: Kysely<Database>,
  clientId: number,
  title = 'Payments API in Go',
): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({
      clientId,
      title,
      description: 'Build and run the payouts service for our mobile money product.',
      requiredSkills: ['Go'],
      projectLength: 'medium-term',
      projectType: 'contract',
      location: 'Remote',
      minBudget: 1000,
      maxBudget: 5000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An application row only, without the conversation that applying through the API also opens. */
export async function insertApplicationRow(db: Kysely<Database>, jobId: number, developerId: number) {
  await db
    .insertInto('jobApplications')
    .values({
      jobId,
      developerId,
      coverLetter: 'I have built payout systems for three years.',
      proposedRate: 40,
    })
    .execute();
}

/** Rows that a send writes, to prove what a call did or did not store. */
export async function countRows(db: Kysely<Database>) {
  const count = async (table: 'messages' | 'conversations' | 'notifications' | 'userEvents') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return row.count;
  };
  return {
    messages: await count('messages'),
    conversations: await count('conversations'),
    notifications: await count('notifications'),
    events: await count('userEvents'),
  };
}

/** A user's live events as stored, oldest first: what their subscription would deliver. */
export async function storedEvents(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('userEvents')
    .select(['seq', 'type', 'payload'])
    .where('userId', '=', userId)
    .orderBy('seq')
    .execute();
}

/** Every key of a message in an answer. */
export const MESSAGE_KEYS = [
  'content',
  'conversationId',
  'createdAt',
  'id',
  'readAt',
  'receiverId',
  'senderId',
];

export function send(from: Member, body: Record<string, unknown>, options: RequestOptions = {}) {
  return from.http.post('/api/messages', body, options);
}

/** The message tests' people and rows, on the test file's database. */
export function conversationsOf(t: TestApp) {
  return {
    /** A client and an approved developer who may talk (the client may always start). */
    async pair() {
      const client = await createMember(t, 'client', { firstName: 'Sarah', lastName: 'Wanjiru' });
      const developer = await createMember(t, 'developer', {
        firstName: 'Brian',
        lastName: 'Otieno',
        approved: true,
      });
      return { client, developer };
    },
    messagesOf(conversationId: number) {
      return t.db
        .selectFrom('messages')
        .select(['id', 'senderId', 'receiverId', 'content', 'clientMessageId', 'readAt'])
        .where('conversationId', '=', conversationId)
        .orderBy('id')
        .execute();
    },
  };
}
