import { request } from '@playwright/test';
import { E2E_BASE_URL } from './constants';
import { trpcData, uniqueToken } from './developers';
import { test } from './test';
import { createAccount, newUser } from './users';

/**
 * New client companies that agree to be named on the public pages (issue 40), each through the
 * API as its Account Settings save it. Returns their names, oldest first.
 */
export async function seedListedCompanies(count: number): Promise<string[]> {
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    const api = await request.newContext({ baseURL: test.info().project.use.baseURL ?? E2E_BASE_URL });
    try {
      await createAccount(api, newUser('client'));
      const name = `Listed ${uniqueToken('co')}`;
      await trpcData(
        await api.post('/trpc/profile.updateClientSettings', {
          data: { companyName: name, industry: 'Finance', listedPublicly: true },
        }),
      );
      names.push(name);
    } finally {
      await api.dispose();
    }
  }
  return names;
}

/** The companies the public pages name now, as the API lists them (longest-standing first). */
export async function listedCompanyNames(): Promise<string[]> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL ?? E2E_BASE_URL });
  try {
    const response = await api.get('/api/companies');
    return ((await response.json()) as { name: string }[]).map((company) => company.name);
  } finally {
    await api.dispose();
  }
}
