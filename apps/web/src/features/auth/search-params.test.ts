import { describe, expect, it } from 'vitest';
import { validateLoginSearch, validateRegisterSearch } from './search-params';

describe('register search parameters', () => {
  it('preselects the client role and keeps a known region', () => {
    expect(validateRegisterSearch({ role: 'client', region: 'Kenya' })).toEqual({
      role: 'client',
      region: 'kenya',
    });
  });

  it('ignores roles nobody may pick and unknown regions', () => {
    expect(validateRegisterSearch({ role: 'admin', region: 'mars' })).toEqual({});
  });

  it('keeps a safe redirect only', () => {
    expect(validateLoginSearch({ redirect: '/messages' })).toEqual({ redirect: '/messages' });
    expect(validateLoginSearch({ redirect: 'https://evil.example' })).toEqual({});
  });

  it('overrides an unsafe raw redirect rather than leaving it to the router', () => {
    // TanStack Router merges a route's validated search over the raw one: the key must be present.
    for (const search of [{ redirect: '//evil.example' }, { role: 'client', redirect: '/\\evil.example' }]) {
      const login = validateLoginSearch(search);
      const register = validateRegisterSearch(search);
      expect('redirect' in login && login.redirect === undefined).toBe(true);
      expect('redirect' in register && register.redirect === undefined).toBe(true);
      expect({ ...search, ...login }.redirect).toBeUndefined();
    }
  });
});
