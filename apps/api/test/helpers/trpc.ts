import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import { SESSION_COOKIE } from '../../src/auth/cookie';
import type { AppRouter } from '../../src/routers';

export interface TrpcTestClient {
  client: ReturnType<typeof createTRPCClient<AppRouter>>;
  baseUrl: string;
  cookies: Map<string, string>;
  /** The Set-Cookie headers of the last response. */
  lastSetCookies: string[];
  readonly sessionToken: string | undefined;
}

function applySetCookie(jar: Map<string, string>, header: string) {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const name = pair.slice(0, separator);
  const value = pair.slice(separator + 1);
  const expires = attributes.find((attribute) => attribute.toLowerCase().startsWith('expires='));
  const maxAge = attributes.find((attribute) => attribute.toLowerCase().startsWith('max-age='));
  const expired =
    (expires !== undefined && Date.parse(expires.slice('expires='.length)) <= Date.now()) ||
    maxAge?.toLowerCase() === 'max-age=0';
  if (value === '' || expired) jar.delete(name);
  else jar.set(name, value);
}

export interface TrpcClientOptions {
  /** Send the app's own Origin (default true); a string sends that Origin instead. */
  origin?: boolean | string;
  /** Extra headers on every call, such as `authorization: Bearer …`. */
  headers?: Record<string, string>;
}

/**
 * The typed tRPC client the web app uses, over a real port, with a cookie jar in its `fetch`.
 * With `origin` (the default) it sends the app's own Origin, as a browser on the same site does.
 */
export function createTrpcTestClient(baseUrl: string, options: TrpcClientOptions = {}): TrpcTestClient {
  const cookies = new Map<string, string>();
  const state: TrpcTestClient = {
    client: undefined as never,
    baseUrl,
    cookies,
    lastSetCookies: [],
    get sessionToken() {
      return cookies.get(SESSION_COOKIE);
    },
  };
  const fetchWithJar: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    if (options.origin !== false)
      headers.set('origin', typeof options.origin === 'string' ? options.origin : baseUrl);
    const response = await fetch(input, { ...init, headers });
    state.lastSetCookies = response.headers.getSetCookie();
    for (const header of state.lastSetCookies) applySetCookie(cookies, header);
    return response;
  };
  state.client = createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${baseUrl}/trpc`, fetch: fetchWithJar })],
  });
  return state;
}

/** Runs a tRPC call that must fail and returns its error, for asserting code, status and message. */
export async function trpcError(call: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError) return error as TRPCClientError<AppRouter>;
    throw error;
  }
  throw new Error('expected the tRPC call to fail, but it succeeded');
}
