import type { AppRouter } from '@talanta/api/router';
import { requestLocale } from '@talanta/schema/i18n';
import { createRequestHandler, RouterServer, renderRouterToStream } from '@tanstack/react-router/ssr/server';
import type { TRPCLink } from '@trpc/client';
import { createAppRouter } from './router';
import { routerManifest } from './server/router-manifest';

export interface RenderOptions {
  /** Calls the API's procedures in-process, as the request's user (apps/api plugins/web-render.ts). */
  link: TRPCLink<AppRouter>;
  /** This response's Content-Security-Policy nonce, carried by every inline script of the page. */
  nonce: string;
  /** The origin visitors open (PUBLIC_URL): canonical addresses and structured data name it. */
  publicOrigin: string;
  /** The client build (dist/client) whose files the page names; none in development (Vite serves sources). */
  clientDir?: string;
}

/**
 * One page, rendered for the request's user with its data: the router loads the route as the
 * browser would (guards may answer with a redirect), and the HTML streams out with the loaders'
 * data and the data that resolves while it renders, which the browser then hydrates from.
 */
export async function render(
  request: Request,
  { link, nonce, publicOrigin, clientDir }: RenderOptions,
): Promise<Response> {
  // The visitor's kept choice, else their browser's first language the site offers (a signed-in
  // user's choice is put in the cookie when they sign in).
  const locale = requestLocale({
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  });
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ link, nonce, publicOrigin, locale }),
    getRouterManifest: clientDir ? () => routerManifest(clientDir) : undefined,
  });
  return handler(({ request: pageRequest, responseHeaders, router }) =>
    renderRouterToStream({
      request: pageRequest,
      responseHeaders,
      router,
      children: <RouterServer router={router} />,
    }),
  );
}
