import { describe, expect, it } from 'vitest';
import { jobSearchQuery, talentSearchQuery } from './saved-search-filters';
import { describeSavedQuery, savedSearchLink, suggestedSearchName } from './saved-search-query';

describe('saved job searches', () => {
  it('keep the Browse Jobs filters under their own names, without blanks', () => {
    expect(jobSearchQuery({ search: 'react', budget: '1000-5000' })).toEqual({
      search: 'react',
      budget: '1000-5000',
    });
    expect(jobSearchQuery({})).toEqual({});
  });

  it('open Browse Jobs with the same filters', () => {
    expect(savedSearchLink({ kind: 'jobs', query: { search: 'go', category: 'Web Development' } })).toEqual({
      to: '/browse-jobs',
      search: { search: 'go', category: 'Web Development' },
    });
  });

  it('are described and named from their filters', () => {
    const search = {
      kind: 'jobs' as const,
      query: { search: 'react', experience: 'Expert', budget: '10000+' },
    };
    expect(describeSavedQuery(search)).toEqual(['“react”', 'Expert', 'Budget $10,000+']);
    expect(suggestedSearchName(search)).toBe('react, Expert, Budget $10,000+');
    expect(suggestedSearchName({ kind: 'jobs', query: {} })).toBe('All open jobs');
  });
});

describe('saved talent searches', () => {
  it('store the search box as `search` and drop the page', () => {
    expect(talentSearchQuery({ q: 'mombasa', skills: ['Go'], minRate: 20, page: 3 })).toEqual({
      search: 'mombasa',
      skills: ['Go'],
      minRate: 20,
    });
  });

  it('open Browse Tech Talent with the box as `q`, dropping what the list does not know', () => {
    expect(
      savedSearchLink({
        kind: 'developers',
        query: { search: 'go', skills: ['Go', 'Nope'], country: 'kenya' },
      }),
    ).toEqual({ to: '/developers', search: { q: 'go', skills: ['Go'], country: 'kenya' } });
  });

  it('are described in words', () => {
    const search = {
      kind: 'developers' as const,
      query: { skills: ['React'], minRate: 20, maxRate: 40, minYears: 5, country: 'india' },
    };
    expect(describeSavedQuery(search)).toEqual(['React', '$20-$40/hr', '5+ years', 'India']);
    expect(suggestedSearchName({ kind: 'developers', query: { skills: [] } })).toBe('All Tech Talent');
  });
});
