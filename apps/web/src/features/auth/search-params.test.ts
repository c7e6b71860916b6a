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
});
