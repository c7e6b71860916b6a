import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_UPLOAD_PATH, RESUME_UPLOAD_PATH } from '../src/plugins/avatar-upload';
import { openApiPath } from '../src/rest/openapi';
import { restRoutes } from '../src/rest/table';
import { useTestApp } from './helpers/app';
import type { Json } from './helpers/http';

const t = useTestApp();
const run = promisify(execFile);
const REDOCLY = join(import.meta.dirname, '..', 'node_modules', '.bin', 'redocly');

/**
 * Redocly's recommended-ruleset warnings we accept: `info-license`, since the project has no licence
 * to name and inventing one would be wrong.
 */
const ACCEPTED_WARNINGS = ['info-license: Info object should contain `license` field.'];

let document: Json;
beforeAll(async () => {
  const response = await t.http().get('/api/openapi.json');
  expect(response.status).toBe(200);
  document = response.body;
});

interface RedoclyReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string }[];
}

async function redoclyLint(doc: Json): Promise<RedoclyReport> {
  const dir = await mkdtemp(join(tmpdir(), 'talanta-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    // Exit code 1 means "problems found"; the JSON report on stdout says which either way.
    const result = await run(REDOCLY, ['lint', '--extends=recommended', '--format=json', file], {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return JSON.parse(result.stdout) as RedoclyReport;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('/api/openapi.json in the tools that read OpenAPI', () => {
  it('validates in swagger-parser, every $ref resolving', async () => {
    const validated = await SwaggerParser.validate(structuredClone(document));
    expect('openapi' in validated && validated.openapi).toBe('3.1.0');
  });

  it('has 0 errors in Redocly lint with the recommended rules, and only the accepted warnings', async () => {
    const report = await redoclyLint(document);
    const describe = (p: RedoclyReport['problems'][number]) => `${p.ruleId}: ${p.message}`;
    expect(report.problems.filter((p) => p.severity === 'error').map(describe)).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(report.problems.map(describe).sort()).toEqual([...ACCEPTED_WARNINGS].sort());
  }, 20_000); // starts the Redocly CLI, a second or two on this machine

  it('generates TypeScript types with openapi-typescript, one per REST operation', async () => {
    const source = astToString(await openapiTS(structuredClone(document)));
    for (const route of restRoutes) {
      const id = document.paths[openApiPath(route.path)][route.method.toLowerCase()].operationId;
      expect(source, id).toContain(`${id}: {`);
    }
    expect(source).toContain('ApiError: {');
  });
});

describe('what the document covers', () => {
  it('has every REST row and the uploads, and nothing else', () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = [
      ...restRoutes.map((route) => `${route.method} ${openApiPath(route.path)}`),
      `POST ${AVATAR_UPLOAD_PATH}`,
      `POST ${RESUME_UPLOAD_PATH}`,
    ];
    expect(documented.sort()).toEqual(expected.sort());
  });

  it('names operations after their procedures', () => {
    expect(document.paths['/api/applications/{id}'].get.operationId).toBe('application_byId');
    expect(document.paths['/api/auth/login'].post.operationId).toBe('auth_login');
    expect(document.paths[AVATAR_UPLOAD_PATH].post.operationId).toBe('profile_uploadAvatar');
    expect(document.paths[RESUME_UPLOAD_PATH].post.operationId).toBe('profile_uploadResume');
  });

  it('declares every tag it uses, each with a description', () => {
    const declared = new Map<string, string>(
      document.tags.map((tag: { name: string; description: string }) => [tag.name, tag.description]),
    );
    for (const methods of Object.values(document.paths))
      for (const operation of Object.values(methods as Record<string, { tags: string[] }>))
        for (const tag of operation.tags) expect(declared.get(tag), tag).toMatch(/\w/);
  });

  it('gives the content types the paths send and take', () => {
    const ics = document.paths['/api/interviews/{id}/calendar.ics'].get.responses['200'].content;
    expect(Object.keys(ics)).toEqual(['text/calendar']);
    const xlsx = document.paths['/api/super-admin/export-registrations'].get.responses['200'].content;
    expect(Object.keys(xlsx)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    const upload = document.paths[AVATAR_UPLOAD_PATH].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(upload.responses['413']).toEqual({ $ref: '#/components/responses/PayloadTooLarge' });
    // A REST row with `upload` takes the file as multipart, answers 413 past its limit, and its
    // procedure's reader is no body field.
    const statement = document.paths['/api/admin/bank-statements'].post;
    expect(Object.keys(statement.requestBody.content)).toEqual(['multipart/form-data']);
    expect(statement.requestBody.content['multipart/form-data'].schema.required).toEqual(['file']);
    expect(statement.responses['413']).toEqual({ $ref: '#/components/responses/PayloadTooLarge' });
    expect(statement.responses['201']).toBeDefined();
    const resume = document.paths['/api/developers/{id}/resume'].get.responses['200'].content;
    expect(Object.keys(resume)).toEqual(['application/pdf']);
    expect(
      document.paths[RESUME_UPLOAD_PATH].post.requestBody.content['multipart/form-data'].encoding,
    ).toEqual({
      file: { contentType: 'application/pdf' },
    });
  });

  it('shares the error responses, each with an example body of the ApiError shape', () => {
    for (const [name, response] of Object.entries(document.components.responses as Record<string, Json>)) {
      const { schema, example } = response.content['application/json'];
      expect(schema, name).toEqual({ $ref: '#/components/schemas/ApiError' });
      expect(example, name).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
  });

  it('declares the cookie and bearer security schemes', () => {
    expect(document.components.securitySchemes.bearerToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie' });
  });
});
