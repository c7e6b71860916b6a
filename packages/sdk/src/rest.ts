import createFetchClient from 'openapi-fetch';
import { authHeaders, type TalantaClientOptions, trimBaseUrl } from './client.js';
import type { components, paths } from './generated/rest-paths.js';

/**
 * A typed fetch over the REST paths (`/api/...`), from the OpenAPI document: paths, parameters,
 * bodies and answers are checked, e.g. `rest.GET('/api/jobs/{id}', { params: { path: { id: 7 } } })`.
 * It answers `{ data, error, response }`; `error` is the API's `{ message, code, issues? }`.
 */
export function createTalantaRest(options: TalantaClientOptions) {
  return createFetchClient<paths>({
    baseUrl: trimBaseUrl(options.baseUrl),
    headers: authHeaders(options),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

export type TalantaRest = ReturnType<typeof createTalantaRest>;

/** The error body of every non-OK /api answer. */
export type ApiError = components['schemas']['ApiError'];
