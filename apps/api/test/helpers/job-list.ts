import type { TJob } from '@talanta/schema';
import type { TestApp } from './app';
import type { HttpResponse } from './http';
import type { Actor } from './jobs';

/** The job list tests' tools: jobs written straight to the database, and reading the list back. */
export function jobListing(t: TestApp, defaults: { client: Actor; developer: Actor }) {
  return {
    /** Jobs written straight to the database, for list tests that need many rows and fixed times. */
    async seedJobs<const T extends readonly Record<string, unknown>[]>(
      rows: T,
      clientId = defaults.client.user.id,
    ): Promise<{ [K in keyof T]: number }> {
      const base = Date.parse('2030-01-01T00:00:00Z');
      const inserted = await t.db
        .insertInto('jobs')
        .values(
          rows.map((row, index) => ({
            clientId,
            title: 'Seeded job title',
            description: 'A seeded job description long enough.',
            requiredSkills: ['Go'],
            projectLength: 'short-term' as const,
            projectType: 'contract' as const,
            location: 'Nairobi',
            minBudget: 10,
            maxBudget: 20,
            category: 'DevOps',
            experienceLevel: 'Expert',
            createdAt: new Date(base + index * 60_000),
            ...row,
          })),
        )
        .returning('id')
        .execute();
      return inserted.map((row) => row.id) as { [K in keyof T]: number };
    },
    listJobs(query: string, as: Actor = defaults.developer) {
      return as.http.get(`/api/jobs${query ? `?${query}` : ''}`);
    },
  };
}

/** The ids of the jobs a list answered, in its order. */
export function jobIds(response: HttpResponse): number[] {
  return (response.body as TJob[]).map((job) => job.id);
}
