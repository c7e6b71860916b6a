import fastifySession from '@fastify/session';
import type { Database, Kysely } from '@talanta/db';
import { ERROR_MESSAGES, type TVettingDraft, ZVettingDraft } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyAttemptsError } from '../auth/rate-limit';
import type { AppConfig } from '../env';
import { bearerOf, markDatabaseUnavailable } from './bearer-auth';
import { resolveSessionSecret } from './session-secret';
import { KyselySessionStore } from './session-store';

/** The anonymous session cookie that keys an vetting draft (spec 001: "progress is not lost"). */
export const DRAFT_COOKIE = 'talanta_draft';
export const DRAFT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface Session {
    onboardingDraft?: TVettingDraft;
    /** Set on the stand-in session read while the database is unreachable (see session-store.ts). */
    storeUnavailable?: boolean;
  }
  interface FastifyRequest {
    /** The vetting draft of this browser, on /api and /trpc requests. */
    draftSession: DraftSession | null;
  }
}

/** What procedures may do with the visitor's draft; the session itself stays in this plugin. */
export interface DraftSession {
  /** The saved draft, or null. */
  read(): TVettingDraft | null;
  /** Saves the draft now (a first save starts the session and sets the cookie). */
  write(draft: TVettingDraft): Promise<void>;
  /** Deletes the draft and its session, and clears the cookie. */
  clear(): Promise<void>;
}

const storeUnavailable = () =>
  new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.databaseUnavailable });

/** A request's session; null once destroyed (or on paths the plugin does not cover). */
function sessionOf(request: FastifyRequest) {
  const session = request.session as FastifyRequest['session'] | null | undefined;
  if (!session || typeof session.save !== 'function') return null;
  if (session.storeUnavailable) throw storeUnavailable();
  return session;
}

function draftSessionFor(
  request: FastifyRequest,
  reply: FastifyReply,
  limitNewDrafts: (ip: string) => Promise<void>,
  secure: boolean,
): DraftSession {
  return {
    read() {
      const stored = sessionOf(request)?.get('onboardingDraft');
      const parsed = ZVettingDraft.safeParse(stored);
      return parsed.success ? parsed.data : null;
    },
    async write(draft) {
      const session = sessionOf(request);
      if (!session) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'No draft session' });
      if (!session.get('onboardingDraft')) await limitNewDrafts(request.ip);
      const previous = session.get('onboardingDraft');
      session.set('onboardingDraft', draft);
      try {
        // Saved here rather than in onSend, so a failure reaches the procedure (and its 503).
        await session.save();
      } catch (error) {
        // Unchanged again, so onSend does not try (and fail) a second time over the answer.
        session.set('onboardingDraft', previous);
        throw error;
      }
    },
    async clear() {
      const session = sessionOf(request);
      if (session?.get('onboardingDraft')) await session.destroy();
      if (request.cookies[DRAFT_COOKIE] !== undefined) {
        reply.clearCookie(DRAFT_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      }
    },
  };
}

/**
 * @fastify/session on the API paths only, with its store in our database. It never sets a cookie
 * by itself: no session is saved until a draft is (saveUninitialized false), and reading one does
 * not re-send the cookie (rolling false); each save restarts the 30 days.
 */
export async function registerDraftSession(
  api: FastifyInstance,
  options: { db: Kysely<Database>; config: AppConfig },
): Promise<void> {
  const { config } = options;
  // A request whose token check already found the database unreachable answers 503 for that; its
  // draft is not read (as if absent), so it does not wait on the database a second time.
  api.addHook('onRequest', async (request) => {
    if (bearerOf(request).kind === 'unavailable') delete request.cookies[DRAFT_COOKIE];
  });
  await api.register(fastifySession, {
    secret: resolveSessionSecret(config),
    cookieName: DRAFT_COOKIE,
    store: new KyselySessionStore(options.db),
    saveUninitialized: false,
    rolling: false,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      maxAge: DRAFT_LIFETIME_MS,
    },
  });

  // Starting drafts costs a row each; one IP may start as many as it may make sign-in attempts.
  const newDrafts = new RateLimiterMemory({
    keyPrefix: 'draft-ip',
    points: config.rateLimits.authPerIp,
    duration: config.rateLimits.windowSeconds,
  });
  const limitNewDrafts = async (ip: string) => {
    try {
      await newDrafts.consume(ip);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new TooManyAttemptsError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    }
  };

  api.decorateRequest('draftSession', null);
  // After @fastify/session's own hook, which has read the draft's session by now.
  api.addHook('onRequest', async (request, reply) => {
    if (request.session?.storeUnavailable) markDatabaseUnavailable(request);
    request.draftSession = draftSessionFor(request, reply, limitNewDrafts, config.cookieSecure);
  });
}
