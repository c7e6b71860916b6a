import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SESSION_COOKIE, sessionCookieName } from '../../src/auth/cookie';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** A parsed response body; tests read it field by field and assert each. */
// biome-ignore lint/suspicious/noExplicitAny: JSON read by assertions, whatever its shape
export type Json = any;

export interface HttpResponse<T = Json> {
  status: number;
  headers: LightMyRequestResponse['headers'];
  /** Parsed JSON when the response is JSON, else the text. */
  body: T;
  /** The raw Set-Cookie headers of this response. */
  setCookies: string[];
  raw: LightMyRequestResponse;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's IP as the server sees it (rate limits are per IP). */
  remoteAddress?: string;
}

export function setCookieHeaders(headers: LightMyRequestResponse['headers']): string[] {
  const value = headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [String(value)];
}

/** The Set-Cookie header of the session cookie (either name, Secure or not), if the response sent one. */
export function sessionSetCookie(response: { setCookies: string[] }): string | undefined {
  const names = [sessionCookieName(false), sessionCookieName(true)];
  return response.setCookies.find((header) => names.some((name) => header.startsWith(`${name}=`)));
}

/**
 * A tiny cookie-jar client over `app.inject`: it keeps the cookies the server sets (and drops the
 * ones it clears) and sends them back, like a browser or curl with a cookie file. It sends no Origin
 * unless told to, so it is judged by its session as a non-browser caller.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly defaults: { headers?: Record<string, string>; remoteAddress?: string } = {},
  ) {}

  get sessionToken(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  set sessionToken(token: string | undefined) {
    if (token === undefined) this.cookies.delete(SESSION_COOKIE);
    else this.cookies.set(SESSION_COOKIE, token);
  }

  async request<T = Json>(
    method: Method,
    url: string,
    options: RequestOptions = {},
  ): Promise<HttpResponse<T>> {
    const headers: Record<string, string> = { ...this.defaults.headers, ...options.headers };
    if (this.cookies.size > 0 && headers.cookie === undefined) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let payload: string | undefined;
    if (options.body !== undefined) {
      payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const raw = await this.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
      remoteAddress: options.remoteAddress ?? this.defaults.remoteAddress ?? '127.0.0.1',
    });
    for (const cookie of raw.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const cleared = cookie.value === '' || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (cleared || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const contentType = String(raw.headers['content-type'] ?? '');
    const body = contentType.includes('application/json') && raw.body ? JSON.parse(raw.body) : raw.body;
    return {
      status: raw.statusCode,
      headers: raw.headers,
      body,
      setCookies: setCookieHeaders(raw.headers),
      raw,
    };
  }

  get<T = Json>(url: string, options?: RequestOptions) {
    return this.request<T>('GET', url, options);
  }

  post<T = Json>(url: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', url, { ...options, body });
  }

  put<T = Json>(url: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', url, { ...options, body });
  }
}

export interface ParsedSetCookie {
  name: string;
  value: string;
  /** Attribute names in lower case, mapped to their value ('' for flags such as HttpOnly). */
  attributes: Map<string, string>;
  expires: Date | undefined;
}

export function parseSetCookie(header: string): ParsedSetCookie {
  const [pair = '', ...parts] = header.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const attributes = new Map<string, string>();
  for (const part of parts) {
    const equals = part.indexOf('=');
    if (equals === -1) attributes.set(part.toLowerCase(), '');
    else attributes.set(part.slice(0, equals).toLowerCase(), part.slice(equals + 1));
  }
  const expires = attributes.get('expires');
  return {
    name: pair.slice(0, separator),
    value: pair.slice(separator + 1),
    attributes,
    expires: expires === undefined ? undefined : new Date(expires),
  };
}

/** A 400 with the rule's message (and, given a path, that field among the issues). */
export function expectInvalid(response: HttpResponse, message: string, path?: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.code).toBe('BAD_REQUEST');
  expect(response.body.message).toBe(message);
  if (path !== undefined) expect(response.body.issues).toContainEqual({ path, message });
}

/** An error answer: its status, code and message. */
export function expectError(response: HttpResponse, status: number, code: string, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.code).toBe(code);
  expect(response.body.message).toBe(message);
}

/** The origin the app computes for itself under inject (protocol + Host header). */
export const OWN_HOST = 'localhost:3000';
export const OWN_ORIGIN = `http://${OWN_HOST}`;
/** Another site, whose state-changing requests the app refuses. */
export const CROSS_SITE = 'https://evil.example';

/** Sends the body and expects a 400 with the rule's message; returns the answer for more checks. */
export async function expectRejected(
  http: HttpClient,
  method: 'PUT',
  path: string,
  body: unknown,
  message: string,
) {
  const response = await http.request(method, path, { body });
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.code).toBe('BAD_REQUEST');
  expect(response.body.message).toBe(message);
  return response;
}
