import { describe, expect, it } from 'vitest';
import { isNavLinkActive } from './nav-links';
import { sideNavSectionsFor, topBarLinksFor } from './signed-in-links';

describe('isNavLinkActive', () => {
  it('lights Home and Dashboard together on either page', () => {
    for (const pathname of ['/', '/dashboard', '/dashboard/', '/home']) {
      expect(isNavLinkActive('/', pathname)).toBe(true);
      expect(isNavLinkActive('/dashboard', pathname)).toBe(true);
    }
    expect(isNavLinkActive('/', '/messages')).toBe(false);
  });

  it('matches a link on its own page and the pages below it only', () => {
    expect(isNavLinkActive('/developers', '/developers')).toBe(true);
    expect(isNavLinkActive('/developers', '/developers/12')).toBe(true);
    expect(isNavLinkActive('/developer/profile', '/developers')).toBe(false);
    expect(isNavLinkActive('/admin', '/super-admin')).toBe(false);
  });
});

describe('navigation per role', () => {
  const titlesOf = (role: Parameters<typeof sideNavSectionsFor>[0]) =>
    sideNavSectionsFor(role).map((section) => section.title);

  it('shows Admin Functions to admins only', () => {
    expect(titlesOf('admin')).toContain('Admin Functions');
    expect(titlesOf('developer')).not.toContain('Admin Functions');
    expect(titlesOf('client')).not.toContain('Admin Functions');
  });

  it('links each role to the pages of the spec table, with Interviews and My Jobs (issue 12), Offers and Contracts (issue 13), Shortlists, Saved Jobs and Saved Searches (issue 14)', () => {
    const linksOf = (role: Parameters<typeof sideNavSectionsFor>[0]) =>
      sideNavSectionsFor(role).flatMap((section) => section.links.map((link) => link.to));
    expect(linksOf('developer')).toEqual([
      '/',
      '/dashboard',
      '/browse-jobs',
      '/saved-jobs',
      '/saved-searches',
      '/my-applications',
      '/interviews',
      '/offers',
      '/contracts',

      '/earnings',
      '/messages',
      '/how-it-works',
      '/for-developers',
      '/developer/profile',
      '/profile',
    ]);
    expect(new Set(linksOf('client'))).toEqual(
      new Set([
        '/',
        '/dashboard',
        '/developers',
        '/shortlists',
        '/saved-searches',
        '/messages',
        '/how-it-works',
        '/for-businesses',
        '/client/profile',
        '/post-job',
        '/client/jobs',
        '/interviews',
        '/offers',
        '/contracts',

        '/invoices',
        '/profile',
        '/webhooks',
      ]),
    );
    expect(new Set(linksOf('admin'))).toEqual(
      new Set([
        '/dashboard',
        '/',
        '/browse-developers',
        '/admin',
        '/vetting-questions',
        '/interviews',
        '/invoices',
        '/payments',
        '/super-admin',
        '/needs-matching',
        '/profile',
        '/webhooks',
      ]),
    );
  });

  it('gives the top bar Dashboard first and Messages last for everyone', () => {
    for (const role of ['developer', 'client', 'admin'] as const) {
      const links = topBarLinksFor(role);
      expect(links[0]?.to).toBe('/dashboard');
      expect(links.at(-1)?.to).toBe('/messages');
    }
  });
});
