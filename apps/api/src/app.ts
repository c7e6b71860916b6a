import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  countBackgroundJobBacklog,
  countEmailBacklog,
  countWebhookBacklog,
  type DbHandle,
} from '@talanta/db';
import { ERROR_MESSAGES } from '@talanta/schema';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { sessionCookieName } from './auth/cookie';
import type { AppConfig } from './env';
import { LiveHub } from './live/hub';
import { MAX_ATTEMPTS } from './mail/outbox';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from './mail/unsubscribe-token';
import { createMetrics } from './metrics/metrics';
import { AVATAR_UPLOAD_PATH, avatarUploads, RESUME_UPLOAD_PATH } from './plugins/avatar-upload';
import { rateLimitKey, registerBearerAuth } from './plugins/bearer-auth';
import { registerDevMailbox } from './plugins/dev-mailbox';
import { registerDraftSession } from './plugins/draft-session';
import { registerHealthRoutes } from './plugins/health';
import { registerMetrics } from './plugins/metrics';
import { registerRequestGuard } from './plugins/request-guard';
import { registerSearchEngineFiles } from './plugins/search-engines';
import { registerSecurityHeaders } from './plugins/security-headers';
import { sendUnknownPath } from './plugins/unknown-path';
import { isClientRoute, registerWebRender, type WebPages, type WebRenderer } from './plugins/web-render';
import { registerProblemDetails, sendApiError } from './rest/errors';
import { buildOpenApiDocument } from './rest/openapi';
import { restPlugin } from './rest/plugin';
import { type RestRoute, uploadRoutePaths } from './rest/route';
import { restRoutes } from './rest/table';
import { type AppRouter, appRouter } from './routers';
import { type AppServices, createServices } from './services';
import { createRequestContext } from './trpc/context';
import { DATABASE_UNAVAILABLE_LOG, databaseUnavailableCause } from './trpc/errors';
import type { WebhookTransport } from './webhooks/send';

export interface AppDependencies {
  /** The database (its LISTEN/NOTIFY carries live events between API processes). */
  database: DbHandle;
  config: AppConfig;
  /** Fastify logger settings; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** How webhook deliveries connect (default: https to the checked address); tests answer from loopback. */
  webhookTransport?: WebhookTransport;
  /**
   * Renders the web app's pages instead of the build's server entry (development: Vite, which it
   * also mounts on the app: plugins/web-dev.ts).
   */
  createWebRenderer?: (app: FastifyInstance) => Promise<WebRenderer>;
}

/** The vetting wizard: a page, drawn with the visitor's vetting draft (an anonymous session). */
const VETTING_WIZARD_PATH = '/developer-onboarding';
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const TRPC_MAX_BATCH = 10;

/** Hides secrets that could reach the logs: cookies, tokens, passwords and reset links. */
export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.passwordHash',
  '*.token',
];

function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]');
}

/** The Fastify app without `listen`: server.ts starts it, tests call `inject` or listen on port 0. */
export async function buildApp({
  database,
  config,
  logger = true,
  webhookTransport,
  createWebRenderer,
}: AppDependencies) {
  const { db } = database;
  const app = Fastify({
    logger:
      logger === true
        ? {
            level: config.logLevel,
            redact: LOG_REDACT,
            serializers: {
              req: (request) => ({
                method: request.method,
                url: redactUrl(request.url),
                remoteAddress: request.ip,
              }),
            },
          }
        : logger,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: config.bodyLimit,
    requestTimeout: config.requestTimeoutMs,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 5000 },
    // A path Fastify cannot decode (e.g. /api/jobs/%ED%A0%80) gets the API's error shape, not Fastify's.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply)
        .status(400)
        .header('Cache-Control', 'no-store')
        .send({ message: ERROR_MESSAGES.badUrl, code: 'BAD_REQUEST' });
    },
  });
  const liveHub = await LiveHub.start(database, app.log);
  const services: AppServices = createServices(db, config, app.log, liveHub, webhookTransport);
  // Ends open live streams first, so closing the server does not wait on them.
  app.addHook('preClose', async () => liveHub.close());
  // The jobs in progress finish before the database closes.
  app.addHook('onClose', async () => services.jobs.stop());
  // The runner polls and runs its schedules where the config says (not in tests, which drive it
  // with runDue); either way what a stopped process left due is run now.
  app.addHook('onReady', async () => (config.jobs.run ? services.jobs.start() : services.jobs.wake()));
  app.decorate('services', services);
  const metrics = createMetrics({
    poolStats: database.poolStats,
    liveSubscribers: () => liveHub.subscriberCount,
    pageCache: () => ({ pages: services.caches.pages.size, bytes: services.caches.pages.bytes }),
    log: app.log,
  });
  metrics.addBacklog('email_outbox', () => countEmailBacklog(db, MAX_ATTEMPTS));
  metrics.addBacklog('webhook_deliveries', () => countWebhookBacklog(db));
  metrics.addBacklog('background_jobs', () => countBackgroundJobBacklog(db));
  app.decorate('metrics', metrics);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.setErrorHandler(sendApiError);
  registerProblemDetails(app);
  // Before any route is registered, so its response hook times every one of them.
  registerMetrics(app, {
    metrics,
    token: config.metricsToken,
    procedures: Object.keys(appRouter._def.procedures),
    publicOrigin: config.publicOrigin,
  });

  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers and toasts with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    hsts: config.cookieSecure ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Agrees with frame-ancestors 'none' (helmet's default would be SAMEORIGIN).
    frameguard: { action: 'deny' },
  });
  const sessionCookies = [sessionCookieName(false), sessionCookieName(true)];
  registerRequestGuard(app, {
    allowedOrigins: config.allowedOrigins,
    loopbackIsOwn: config.env !== 'production',
    uploadPaths: [AVATAR_UPLOAD_PATH, RESUME_UPLOAD_PATH, ...uploadRoutePaths(restRoutes)],
    oneClickPaths: [ONE_CLICK_UNSUBSCRIBE_PATH],
    sessionCookies,
  });
  // The one-click unsubscribe's form body says nothing the query's token does not; it is read and dropped.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  const createContext = (
    request: Parameters<typeof createRequestContext>[0],
    reply: Parameters<typeof createRequestContext>[1],
  ) => createRequestContext(request, reply, { db, services });

  // The web app's pages (registered last, below); the vetting wizard's route is the API's own.
  let web: WebPages | null = null;
  await app.register(async (api) => {
    // JSON answers compressed as the client accepts: a page of jobs is 21 KB of JSON and 4 KB of
    // brotli, most of a phone's wait on a slow link. Only JSON: a live stream (text/event-stream)
    // must go out event by event, and the web app's files are compressed at build time. Request
    // bodies are taken as sent: no client sends them compressed, and inflating them is a door left open.
    await api.register(fastifyCompress, {
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
    });
    // Before the rate limit, which counts a token's requests by token rather than by IP.
    registerBearerAuth(api, { db, sessionCookies });
    await api.register(fastifyRateLimit, {
      keyGenerator: rateLimitKey,
      max: (_request, key) =>
        key.startsWith('token:') ? config.rateLimits.tokenPerMinute : config.rateLimits.globalPerMinute,
      timeWindow: 60_000,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `${ERROR_MESSAGES.tooManyRequests} Retry in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });

    // The vetting draft's anonymous session, only where a procedure may use it: tRPC and the
    // vetting REST rows (the vetting.* procedures are its only readers). Elsewhere every request
    // would build, sign and hash a session it never uses: 5-7% of a cheap REST read's CPU.
    const usesDraftSession = (route: RestRoute) => route.procedure.startsWith('vetting.');
    await api.register(async (withDraft) => {
      await registerDraftSession(withDraft, { db, config });
      // The vetting wizard's page is drawn with the visitor's draft (vetting.getDraft reads it).
      withDraft.get(VETTING_WIZARD_PATH, (request, reply) =>
        web ? web.sendPage(request, reply) : sendUnknownPath(request, reply),
      );
      await withDraft.register(fastifyTRPCPlugin, {
        prefix: '/trpc',
        trpcOptions: {
          router: appRouter,
          createContext: ({ req, res }) => createContext(req, res),
          maxBatchSize: TRPC_MAX_BATCH,
          onError({ error, path, req }) {
            if (error.code === 'INTERNAL_SERVER_ERROR')
              req.log.error({ err: error, path }, 'unexpected tRPC error');
            // Why, for the operator: no free connection in time, a statement timeout, a refusal.
            else if (error.code === 'SERVICE_UNAVAILABLE')
              req.log.warn({ err: databaseUnavailableCause(error), path }, DATABASE_UNAVAILABLE_LOG);
          },
        } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
      });
      await withDraft.register(restPlugin, {
        prefix: '/api',
        router: appRouter,
        routes: restRoutes.filter(usesDraftSession),
        createContext,
      });
    });
    await api.register(restPlugin, {
      prefix: '/api',
      router: appRouter,
      routes: restRoutes.filter((route) => !usesDraftSession(route)),
      createContext,
    });
    await api.register(avatarUploads, { uploadDir: config.uploadDir, createContext });

    registerHealthRoutes(api, database);
    registerSearchEngineFiles(api, { db, publicOrigin: config.publicOrigin });

    const openApiDocument = buildOpenApiDocument(appRouter, restRoutes, {
      version: '1.0.0',
      sessionCookie: sessionCookieName(config.cookieSecure),
    });
    api.get('/api/openapi.json', async () => openApiDocument);
    await api.register(fastifySwagger, {
      mode: 'static',
      specification: { document: openApiDocument as never },
    });
    await api.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // The docs page keeps the app's rules: never framed, and no https upgrade on a plain-http server.
      transformStaticCSP: (header) => {
        const csp = header.replace("frame-ancestors 'self'", "frame-ancestors 'none'");
        return config.cookieSecure ? csp : csp.replace(/\s*upgrade-insecure-requests;?/, '');
      },
    });

    if (config.devMailbox) registerDevMailbox(api, db, config.publicOrigin);
  });

  // A page request with a session cookie is rendered for that user: its renders count per IP in a
  // limiter of their own (registered here, outside the API's, with no route of its own), so a
  // flood of made-up cookies costs a 429, not a session lookup and a render each.
  await app.register(fastifyRateLimit, {
    global: false,
    max: config.rateLimits.globalPerMinute,
    timeWindow: 60_000,
  });
  const countSignedInRender = app.createRateLimit();
  web = await registerWebRender(app, {
    root: config.webDistDir ?? DEFAULT_WEB_DIST,
    router: appRouter,
    createContext,
    sessionCookies,
    publicOrigin: config.publicOrigin,
    allowRender: async (request) => {
      const limit = await countSignedInRender(request);
      return limit.isAllowed || !limit.isExceeded;
    },
    renderer: createWebRenderer ? await createWebRenderer(app) : undefined,
    pages: services.caches.pages,
    countPage: (answer) => metrics.countPage(answer),
  });

  app.setNotFoundHandler((request, reply) => {
    if (web && isClientRoute(request)) return web.sendPage(request, reply);
    return sendUnknownPath(request, reply);
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}
