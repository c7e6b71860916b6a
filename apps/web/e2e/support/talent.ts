import { expect, type Page, test } from '@playwright/test';
import { type SeededDeveloper, seedDeveloper, uniqueToken } from './developers';

/**
 * One marketplace for the file: three approved developers and one under review, all named with a
 * token no other test uses, so searches for it see only these (other tests add developers too).
 * The developers are objects filled in by the file's beforeAll, so the file can destructure them.
 */
export function useTalentMarketplace() {
  const token = uniqueToken('Tk');
  const bioWord = uniqueToken('word');
  const developers = {
    nia: {} as SeededDeveloper,
    raj: {} as SeededDeveloper,
    omondi: {} as SeededDeveloper,
    pending: {} as SeededDeveloper,
  };
  test.beforeAll(async () => {
    Object.assign(
      developers.nia,
      await seedDeveloper(
        {
          title: 'Senior Android Engineer',
          bio: `Offline-first health apps; ${bioWord} specialist for community clinics.`,
          skills: ['Kotlin', 'Java', 'Firebase', 'Docker', 'AWS', 'GraphQL', 'Go', 'Swift'],
          hourlyRate: 50,
          yearsOfExperience: 8,
          availability: 'full-time',
          location: 'Nairobi, Kenya',
          githubUrl: 'https://github.com/nia',
        },
        { firstName: 'Nia', lastName: token },
      ),
    );
    Object.assign(
      developers.raj,
      await seedDeveloper(
        {
          title: 'Data Engineer',
          bio: 'Forecasting pipelines in Python for grocers and lenders.',
          skills: ['Python', 'Docker', 'AWS'],
          hourlyRate: 35,
          yearsOfExperience: 4,
          availability: 'contract',
          location: 'Pune',
        },
        { firstName: 'Raj', lastName: token },
      ),
    );
    Object.assign(
      developers.omondi,
      await seedDeveloper(
        {
          title: 'Full Stack Engineer',
          bio: 'React dashboards over Go services for payments companies.',
          skills: ['React', 'Go', 'Docker'],
          hourlyRate: 70,
          yearsOfExperience: 10,
          availability: 'contract',
          location: 'Kisumu, Kenya',
        },
        { firstName: 'Omondi', lastName: token },
      ),
    );
    Object.assign(
      developers.pending,
      await seedDeveloper(
        {
          title: 'Junior React Developer',
          bio: 'Recently signed up and still waiting for the review.',
          skills: ['React'],
          hourlyRate: 20,
          yearsOfExperience: 1,
          availability: 'part-time',
          location: 'Nakuru, Kenya',
        },
        { firstName: 'Pendo', lastName: token, approved: false },
      ),
    );
  });

  test.afterAll(async () => {
    for (const developer of Object.values(developers)) await developer.api?.dispose();
  });
  return { token, bioWord, ...developers };
}

export const results = (page: Page) => page.getByRole('list', { name: 'Developers' }).getByRole('article');
export const search = (page: Page) => page.getByRole('searchbox', { name: 'Search developers' });

export async function expectNames(page: Page, token: string, names: string[]) {
  await expect(results(page)).toHaveCount(names.length);
  const labels = await results(page).evaluateAll((cards) =>
    cards.map((card) => card.getAttribute('aria-label')),
  );
  expect(labels).toEqual(names.map((name) => `${name} ${token}`));
}
