import { readFile } from 'node:fs/promises';
import { CURRENT_API_VERSION } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../apps/api/test/helpers/app';
import { renderRestTypes } from '../scripts/rest-types';
import { renderRouterTypes } from '../scripts/router-types';
import { API_VERSION } from '../src/client';

const t = useTestApp();
const committed = (name: string) => readFile(new URL(`../src/generated/${name}`, import.meta.url), 'utf8');
const STALE = 'stale: run `pnpm --filter @talanta/sdk generate` and commit src/generated/';

describe('the API version the SDK sends', () => {
  it('is the one its types were generated from', () => {
    expect(API_VERSION).toBe(CURRENT_API_VERSION);
  });
});

describe('the committed generated types', () => {
  it('match the API router as it is now', async () => {
    expect(renderRouterTypes() === (await committed('app-router.ts')), STALE).toBe(true);
  });

  it('match the OpenAPI document the running API serves', async () => {
    const served = await t.http().get('/api/openapi.json');
    expect(served.status).toBe(200);
    expect((await renderRestTypes(served.body)) === (await committed('rest-paths.ts')), STALE).toBe(true);
  });
});
