import { ZLoginInput, ZResetPasswordInput } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { verdictOf } from './native-form';

describe('verdictOf', () => {
  const checkLogin = verdictOf(ZLoginInput);

  it('answers with the parsed values when the schema accepts them', () => {
    expect(checkLogin({ email: ' Someone@Example.com ', password: 'secret1' })).toEqual({
      values: ZLoginInput.parse({ email: ' Someone@Example.com ', password: 'secret1' }),
    });
  });

  it("answers with each rejected field's first message, by the field's name", () => {
    expect(checkLogin({ email: 'not an email', password: '12345' })).toEqual({
      errors: { email: 'Invalid email address', password: 'Password must be at least 6 characters' },
    });
    expect(checkLogin({})).toEqual({
      errors: { email: expect.any(String), password: 'Password must be at least 6 characters' },
    });
  });

  it("puts a refinement's message on the field its path names", () => {
    const verdict = verdictOf(ZResetPasswordInput)({
      token: 't',
      password: 'secret12',
      confirmPassword: 'secret13',
    });
    expect(verdict.values).toBeUndefined();
    expect(Object.keys(verdict.errors ?? {})).toEqual(['confirmPassword']);
  });
});
