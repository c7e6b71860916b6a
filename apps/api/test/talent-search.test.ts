import { developerSearchQueries } from '@talanta/db';
import { TALENT_MESSAGES, type TDeveloperSearchInput, ZDeveloperSearchInput } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/session';
import { useTestApp } from './helpers/app';
import { planWithout } from './helpers/explain';
import { namesFor, useTalentMarketplace } from './helpers/talent';
import { createUser } from './helpers/users';

/** Browse Tech Talent (GET /api/developers/all): approved developers only, search, filters and paging. */

const t = useTestApp();

const _seeded = useTalentMarketplace(t);

describe('GET /api/developers/all', () => {
  it('lists approved developers, verified first then newest, with X-Total-Count', async () => {
    expect(await namesFor(t, '')).toEqual(['Priya', 'Wanjiku', 'Arjun', 'Brian']);
  });

  it('pages with limit and offset while X-Total-Count keeps the number of all matches', async () => {
    const response = await t.http().get('/api/developers/all?limit=2&offset=1');
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    // Counted up to the cap (the job list's tests cross it; both use cappedCountQuery).
    expect(response.headers['x-total-count-capped']).toBe('false');
    expect(
      response.body.map((developer: { user: { firstName: string } }) => developer.user.firstName),
    ).toEqual(['Wanjiku', 'Arjun']);
  });

  it('pages a search from its matches, in the browse order, with the number of all of them', async () => {
    // Up to the count's cap a search is paged from the matches it read (issue 43), not by walking.
    const response = await t.http().get('/api/developers/all?search=react&limit=2&offset=1');
    expect(response.headers['x-total-count']).toBe('3');
    expect(
      response.body.map((developer: { user: { firstName: string } }) => developer.user.firstName),
    ).toEqual(['Arjun', 'Brian']);
    const none = await t.http().get('/api/developers/all?search=priya&country=kenya');
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it.each([
    ['a skill, in any case', 'search=KOTLIN', ['Wanjiku']],
    ['a word of the bio', 'search=reconciliation', ['Brian']],
    ['part of a word', 'search=ecommend', ['Priya']],
    ['the title', 'search=devops%20engineer', ['Arjun']],
    ['the location', 'search=kochi', ['Arjun']],
    ['a first name', 'search=priya', ['Priya']],
    ['a last name', 'search=otieno', ['Brian']],
    ['a skill every approved React developer has', 'search=react', ['Priya', 'Arjun', 'Brian']],
    ['a literal percent sign', 'search=100%25', ['Priya']],
    ['a literal underscore', 'search=ci_cd', ['Arjun']],
    ['an underscore that is not a wildcard', 'search=ci_c_', []],
    ['words found in different fields (skill and location)', 'search=kotlin%20nairobi', ['Wanjiku']],
    ['a last name and a word of the title', 'search=kamau%20senior', ['Wanjiku']],
    ['two words when one is found nowhere', 'search=kotlin%20mombasa', []],
    ['words split by a line break', 'search=kotlin%0Anairobi', ['Wanjiku']],
    ['blank text, which means no search', 'search=%20%20', ['Priya', 'Wanjiku', 'Arjun', 'Brian']],
  ])('searches by %s', async (_label, query, expected) => {
    expect(await namesFor(t, query)).toEqual(expected);
  });

  it.each([
    ['every one of several skills', 'skills=React,Go', ['Arjun', 'Brian']],
    ['repeated skills parameters, in any case', 'skills=react&skills=python', ['Priya']],
    ['availability', 'availability=contract', ['Arjun', 'Brian']],
    ['an hourly-rate range', 'minRate=40&maxRate=55', ['Wanjiku', 'Brian']],
    ['a minimum rate only', 'minRate=50', ['Priya', 'Wanjiku']],
    ['years of experience', 'minYears=6', ['Wanjiku', 'Brian']],
    ['Kenya, from the country or a Kenyan city in the location', 'country=kenya', ['Wanjiku', 'Brian']],
    ['India, in any case', 'country=India', ['Priya', 'Arjun']],
    [
      '"all" filters, which mean none',
      'availability=all&country=all',
      ['Priya', 'Wanjiku', 'Arjun', 'Brian'],
    ],
    ['search and filters together', 'search=engineer&country=india&minYears=4', ['Priya']],
  ])('filters by %s', async (_label, query, expected) => {
    expect(await namesFor(t, query)).toEqual(expected);
  });

  it('never lists developers under review, whatever the search', async () => {
    expect(await namesFor(t, 'search=awaiting')).toEqual([]);
    expect(await namesFor(t, 'search=rahul')).toEqual([]);
  });

  it.each([
    ['an unknown country', 'country=uganda', TALENT_MESSAGES.country],
    ['an unknown availability', 'availability=weekends', TALENT_MESSAGES.availability],
    ['a negative rate', 'minRate=-5', TALENT_MESSAGES.rate],
    ['a maximum below the minimum', 'minRate=50&maxRate=10', TALENT_MESSAGES.rateOrder],
    ['fractional years', 'minYears=1.5', TALENT_MESSAGES.years],
    ['a limit above 100', 'limit=500', TALENT_MESSAGES.limit],
    ['a negative offset', 'offset=-1', TALENT_MESSAGES.offset],
    ['a very long search', `search=${'a'.repeat(201)}`, TALENT_MESSAGES.search],
  ])('refuses %s with 400', async (_label, query, message) => {
    const response = await t.http().get(`/api/developers/all?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('finds a developer by a new name once they rename themselves, and by a new title once saved', async () => {
    const { user, email } = await createUser(t.db, 'developer', { firstName: 'Zawadi', lastName: 'Achieng' });
    await t.db
      .updateTable('developerProfiles')
      .set({ isApproved: true })
      .where('userId', '=', user.id)
      .execute();
    expect(await namesFor(t, 'search=zawadi')).toEqual(['Zawadi']);

    const client = t.http();
    client.sessionToken = (await createSession(t.db, user.id, 'developer')).token;
    const renamed = await client.put('/api/auth/user', { firstName: 'Neema', lastName: 'Achieng', email });
    expect(renamed.status).toBe(200);
    expect(await namesFor(t, 'search=zawadi')).toEqual([]);
    expect(await namesFor(t, 'search=neema')).toEqual(['Neema']);

    const saved = await client.put('/api/developers/profile/settings', { title: 'Flutter Specialist' });
    expect(saved.status).toBe(200);
    expect(await namesFor(t, 'search=flutter%20spec')).toEqual(['Neema']);
    await t.db
      .updateTable('developerProfiles')
      .set({ isApproved: false })
      .where('userId', '=', user.id)
      .execute();
  });

  it('can answer the search from the trigram index, not by reading every profile', async () => {
    const filters = ZDeveloperSearchInput.parse({ search: 'kotlin' } satisfies TDeveloperSearchInput);
    const plan = await planWithout(t.db, developerSearchQueries(t.db, filters).count, [
      'developer_profiles_browse_order_idx',
      'developer_profiles_is_approved_idx',
      'developer_profiles_match_pool_idx',
    ]);
    expect(plan).toMatch(/Bitmap Index Scan on developer_profiles_search_text_trgm_idx/);
    expect(plan).toMatch(/Index Cond: \(search_text ~~ '%kotlin%'::text\)/);
  });
});
