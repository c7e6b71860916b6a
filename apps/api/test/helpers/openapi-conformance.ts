import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { LightMyRequestResponse } from 'fastify';
import { openApiPath } from '../../src/rest/openapi';
import type { RestRoute } from '../../src/rest/route';
import type { Json } from './http';

/**
 * Checks real answers against /api/openapi.json: the status is declared for the operation, each
 * contract header it carries is declared for that status, its media type is declared, and a JSON
 * body validates against the declared schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses).
 */

/** Headers helmet or the transport set on every answer: security and plumbing, not the API's contract. */
const NOT_CONTRACT = new Set([
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/** Ours: any X- header, and the standard ones whose meaning the API defines. */
export function isContractHeader(name: string): boolean {
  const lower = name.toLowerCase();
  if (NOT_CONTRACT.has(lower)) return false;
  return (
    lower.startsWith('x-') ||
    ['retry-after', 'idempotent-replayed', 'deprecation', 'sunset', 'link', 'location'].includes(lower)
  );
}

type Response = { description?: string; headers?: Record<string, Json>; content?: Record<string, Json> };

export class DocumentConformance {
  readonly problems = new Set<string>();
  checked = 0;
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: Json) {
    // Refs in the document are `#/components/...`: kept resolvable under one schema id.
    this.ajv.addSchema({ $id: 'openapi', components: document.components });
  }

  /** The declared response of an operation for a status ($ref resolved), or undefined. */
  declared(method: string, path: string, status: number): Response | undefined {
    const operation = this.document.paths[path]?.[method.toLowerCase()];
    const response = operation?.responses?.[String(status)];
    return response?.$ref ? this.resolve(response.$ref) : response;
  }

  private resolve(ref: string): Json {
    return ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((node: Json, key) => node?.[key], this.document);
  }

  private validator(schema: Json): ValidateFunction {
    const key = JSON.stringify(schema);
    let validate = this.validators.get(key);
    if (!validate) {
      const rooted = JSON.parse(key.replaceAll('"$ref":"#/', '"$ref":"openapi#/'));
      validate = this.ajv.compile(rooted);
      this.validators.set(key, validate);
    }
    return validate;
  }

  /** Records what the answer of a REST row has that the document does not say. */
  check(
    route: Pick<RestRoute, 'method' | 'path'>,
    answer: LightMyRequestResponse,
    label = `${route.method} /api${route.path}`,
  ) {
    this.checked += 1;
    const status = answer.statusCode;
    const where = `${label}: ${status}`;
    const response = this.declared(route.method, openApiPath(route.path), status);
    if (!response) {
      this.problems.add(`${where} is not declared`);
      return;
    }
    const declaredHeaders = Object.keys(response.headers ?? {}).map((name) => name.toLowerCase());
    for (const name of Object.keys(answer.headers))
      if (isContractHeader(name) && !declaredHeaders.includes(name.toLowerCase()))
        this.problems.add(`${where} header ${name} is not declared`);
    if (answer.rawPayload.length === 0) return;
    const mediaType = String(answer.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim();
    const content = mediaType ? response.content?.[mediaType] : undefined;
    if (!content) {
      this.problems.add(`${where} content type ${mediaType} is not declared`);
      return;
    }
    if (!mediaType?.endsWith('json') || !content.schema) return;
    const validate = this.validator(content.schema);
    if (!validate(answer.json()))
      this.problems.add(
        `${where} body does not match the ${mediaType} schema: ${this.ajv.errorsText(validate.errors)}`,
      );
  }
}
