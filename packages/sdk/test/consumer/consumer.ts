// A caller's program, checked against the built package (dist) the way an installed copy is:
// test/dist.test.ts runs tsc on it. Each @ts-expect-error line must stay an error.
import { createTalantaClient, createTalantaRest, type paths, type RouterOutputs } from '@talanta/sdk';

/** The headers GET /api/jobs declares on its 200: an integrator reads the page's total and next cursor from them. */
type JobListHeaders = paths['/api/jobs']['get']['responses'][200]['headers'];

const client = createTalantaClient({ baseUrl: 'https://talanta.example', token: 'token' });
const rest = createTalantaRest({ baseUrl: 'https://talanta.example', token: 'token' });

export async function typedCalls(): Promise<string[]> {
  const page = await client.job.list.query({ search: 'react', limit: 10 });
  const total: number = page.total;
  const titles: string[] = page.jobs.map((job) => job.title);
  const listed: RouterOutputs['job']['list'] = page;

  // @ts-expect-error limit is a number, never a boolean
  await client.job.list.query({ limit: true });
  // @ts-expect-error there is no such procedure
  await client.job.remove.mutate({ id: 1 });
  // @ts-expect-error a query is not a mutation
  await client.job.list.mutate({});
  // @ts-expect-error a title is a string
  const wrong: number = page.jobs[0]!.title;

  const answer = await rest.GET('/api/jobs/{id}', { params: { path: { id: 7 } } });
  const budgetType: 'fixed' | 'hourly' | undefined = answer.data?.budgetType;
  const message: string | undefined = answer.error?.message;
  // @ts-expect-error the path needs its id
  await rest.GET('/api/jobs/{id}', { params: { path: {} } });
  // @ts-expect-error no such REST path
  await rest.GET('/api/nowhere');

  const jobs = await rest.GET('/api/jobs', { params: { query: { limit: 20 } } });
  const totalHeader: JobListHeaders['X-Total-Count'] = Number(jobs.response.headers.get('X-Total-Count'));
  const cursor: JobListHeaders['X-Next-Cursor'] = jobs.response.headers.get('X-Next-Cursor') ?? '';
  // @ts-expect-error the total is declared as a number
  const totalAsText: JobListHeaders['X-Total-Count'] = 'many';

  return [
    String(total),
    String(listed.total),
    String(wrong),
    String(budgetType),
    String(message),
    String(totalHeader),
    cursor,
    String(totalAsText),
    ...titles,
  ];
}
