import { describe, expect, it } from 'vitest';
import {
  REGISTER_MESSAGES,
  ZForgotPasswordInput,
  ZLoginInput,
  ZRegisterInput,
  ZResetPasswordInput,
  ZUpdateUserInput,
} from '../src';

/** The spec's texts (000 §5), written out so that a changed constant fails here too. */
const SPEC = {
  email: 'Invalid email address',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  phone: 'Phone number must be in Kenyan format (+254XXXXXXXXX) or Indian format (+91XXXXXXXXXX)',
  password: 'Password must be at least 6 characters',
  confirmPassword: 'Password confirmation is required',
  role: 'Please select a role',
  githubUrl: 'Invalid GitHub URL',
  passwordsDiffer: "Passwords don't match",
  specialization: 'Area of specialization is required for developers',
} as const;

const validDeveloper = {
  email: 'amina@example.com',
  firstName: 'Amina',
  lastName: 'Otieno',
  phoneNumber: '+254712345678',
  password: 'secret1',
  confirmPassword: 'secret1',
  role: 'developer',
  areaOfSpecialization: 'Backend Development',
  githubUrl: 'https://github.com/amina',
  acceptTerms: true,
};

const validClient = {
  email: 'brian@example.com',
  firstName: 'Brian',
  lastName: 'Kamau',
  phoneNumber: '+254798765432',
  password: 'secret1',
  confirmPassword: 'secret1',
  role: 'client',
  acceptTerms: true,
};

type Issue = { path: string; message: string };

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map<Issue>((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** The cases of one field's rule: each case's name and the change to a valid payload that breaks it. */
function refusals(path: string, message: string, changes: Record<string, Record<string, unknown>>) {
  return Object.entries(changes).map(([rule, change]) => ({ rule, change, path, message }));
}

describe('ZRegisterInput', () => {
  it('accepts a complete developer payload', () => {
    const parsed = ZRegisterInput.parse(validDeveloper);
    expect(parsed).toMatchObject({
      email: 'amina@example.com',
      role: 'developer',
      areaOfSpecialization: 'Backend Development',
      githubUrl: 'https://github.com/amina',
    });
  });

  it('accepts a client payload without specialization or GitHub URL', () => {
    const parsed = ZRegisterInput.parse(validClient);
    expect(parsed.role).toBe('client');
    expect(parsed.areaOfSpecialization).toBeNull();
    expect(parsed.githubUrl).toBeNull();
  });

  it('trims and lower-cases the email', () => {
    expect(ZRegisterInput.parse({ ...validClient, email: '  Brian.K@Example.COM ' }).email).toBe(
      'brian.k@example.com',
    );
  });

  it('accepts Indian mobile numbers as well as Kenyan ones', () => {
    for (const phoneNumber of ['+919876543210', '+916000000000', '+254712345678']) {
      expect(ZRegisterInput.parse({ ...validClient, phoneNumber }).phoneNumber).toBe(phoneNumber);
    }
  });

  it('takes an optional invitation token, an empty one meaning none', () => {
    expect(ZRegisterInput.parse({ ...validDeveloper, invitationToken: ' abc ' }).invitationToken).toBe('abc');
    expect(ZRegisterInput.parse({ ...validDeveloper, invitationToken: '' }).invitationToken).toBeUndefined();
    expect(ZRegisterInput.parse(validDeveloper).invitationToken).toBeUndefined();
  });

  it('turns an empty GitHub URL into null', () => {
    expect(ZRegisterInput.parse({ ...validDeveloper, githubUrl: '' }).githubUrl).toBeNull();
  });

  it('turns an empty specialization into null for a client', () => {
    expect(
      ZRegisterInput.parse({ ...validClient, areaOfSpecialization: '' }).areaOfSpecialization,
    ).toBeNull();
  });

  const cases = [
    ...refusals('email', SPEC.email, {
      'invalid email': { email: 'not-an-email' },
      'missing email': { email: undefined },
    }),
    ...refusals('firstName', SPEC.firstName, {
      'empty first name': { firstName: '' },
      'blank first name': { firstName: '   ' },
    }),
    ...refusals('lastName', SPEC.lastName, { 'empty last name': { lastName: '' } }),
    ...refusals('phoneNumber', SPEC.phone, {
      'phone without +254': { phoneNumber: '0712345678' },
      'phone with 8 digits': { phoneNumber: '+25471234567' },
      'phone with 10 digits': { phoneNumber: '+2547123456789' },
      'phone of another country': { phoneNumber: '+255712345678' },
      'Indian phone starting with 5': { phoneNumber: '+915123456789' },
      'Indian phone with 9 digits': { phoneNumber: '+91912345678' },
    }),
    ...refusals('password', SPEC.password, {
      'password under 6': { password: 'abc12', confirmPassword: 'abc12' },
    }),
    ...refusals('confirmPassword', SPEC.confirmPassword, {
      'confirm under 6': { confirmPassword: 'abc' },
      'missing confirm': { confirmPassword: undefined },
    }),
    ...refusals('role', SPEC.role, {
      'role admin': { role: 'admin' },
      'unknown role': { role: 'boss' },
      'missing role': { role: undefined },
    }),
    ...refusals('githubUrl', SPEC.githubUrl, {
      'GitHub URL not a URL': { githubUrl: 'github' },
      'GitHub URL not http(s)': { githubUrl: 'javascript:alert(1)' },
    }),
    ...refusals('confirmPassword', SPEC.passwordsDiffer, {
      'passwords differ': { password: 'secret1', confirmPassword: 'secret2' },
    }),
    ...refusals('areaOfSpecialization', SPEC.specialization, {
      'developer without specialization': { areaOfSpecialization: undefined },
      'developer with empty specialization': { areaOfSpecialization: '' },
      'specialization not in the list': { areaOfSpecialization: 'Knitting' },
    }),
  ];

  it.each(cases)('refuses $rule with its spec message on $path', ({ change, path, message }) => {
    const issues = issuesOf(ZRegisterInput.safeParse({ ...validDeveloper, ...change }));
    // The first issue is the one the API reports as `message`; a rule never leaks onto other fields.
    expect(issues[0]).toEqual({ path, message });
    const otherPaths = issues.map((issue) => issue.path).filter((other) => other !== path);
    expect(otherPaths.every((other) => other === 'confirmPassword')).toBe(true);
  });

  it('reports every failing rule at once, in the order of the form', () => {
    const issues = issuesOf(
      ZRegisterInput.safeParse({
        email: 'x',
        firstName: '',
        lastName: '',
        phoneNumber: '123',
        password: '1',
        confirmPassword: '1',
        role: 'developer',
      }),
    );
    expect(issues.map((issue) => issue.path)).toEqual([
      'email',
      'firstName',
      'lastName',
      'phoneNumber',
      'password',
      'confirmPassword',
      'areaOfSpecialization',
      'acceptTerms',
    ]);
    expect(issues[0]?.message).toBe(SPEC.email);
  });

  it('names the mismatch and the missing specialization together when both fail', () => {
    const issues = issuesOf(
      ZRegisterInput.safeParse({ ...validDeveloper, confirmPassword: 'secret9', areaOfSpecialization: null }),
    );
    expect(issues).toEqual([
      { path: 'confirmPassword', message: SPEC.passwordsDiffer },
      { path: 'areaOfSpecialization', message: SPEC.specialization },
    ]);
  });

  it('exports the same messages it enforces', () => {
    expect(REGISTER_MESSAGES).toMatchObject({
      firstName: SPEC.firstName,
      lastName: SPEC.lastName,
      confirmPassword: SPEC.confirmPassword,
      role: SPEC.role,
      githubUrl: SPEC.githubUrl,
      passwordsDiffer: SPEC.passwordsDiffer,
      specialization: SPEC.specialization,
    });
  });
});

describe('ZLoginInput', () => {
  it('accepts a valid email and password, normalising the email', () => {
    expect(ZLoginInput.parse({ email: ' Amina@Example.com', password: 'secret1' })).toEqual({
      email: 'amina@example.com',
      password: 'secret1',
    });
  });

  it('refuses an invalid email with "Invalid email address"', () => {
    expect(issuesOf(ZLoginInput.safeParse({ email: 'amina', password: 'secret1' }))).toEqual([
      { path: 'email', message: SPEC.email },
    ]);
  });

  it('refuses a short or missing password with "Password must be at least 6 characters"', () => {
    expect(issuesOf(ZLoginInput.safeParse({ email: 'a@example.com', password: '12345' }))).toEqual([
      { path: 'password', message: SPEC.password },
    ]);
    expect(issuesOf(ZLoginInput.safeParse({ email: 'a@example.com' }))).toEqual([
      { path: 'password', message: SPEC.password },
    ]);
  });

  it('accepts a password of exactly 6 characters', () => {
    expect(ZLoginInput.safeParse({ email: 'a@example.com', password: '123456' }).success).toBe(true);
  });
});

describe('ZUpdateUserInput', () => {
  it('requires first name, last name and a valid email', () => {
    expect(issuesOf(ZUpdateUserInput.safeParse({ firstName: '', lastName: ' ', email: 'nope' }))).toEqual([
      { path: 'firstName', message: SPEC.firstName },
      { path: 'lastName', message: SPEC.lastName },
      { path: 'email', message: SPEC.email },
    ]);
  });

  it('trims names and normalises the email', () => {
    expect(ZUpdateUserInput.parse({ firstName: ' Amina ', lastName: 'Otieno', email: 'A@B.CO' })).toEqual({
      firstName: 'Amina',
      lastName: 'Otieno',
      email: 'a@b.co',
    });
  });
});

describe('ZForgotPasswordInput and ZResetPasswordInput', () => {
  it('forgot password needs a valid email', () => {
    expect(issuesOf(ZForgotPasswordInput.safeParse({ email: 'x@' }))).toEqual([
      { path: 'email', message: SPEC.email },
    ]);
    expect(ZForgotPasswordInput.parse({ email: 'X@Example.com' }).email).toBe('x@example.com');
  });

  it('reset needs a token, a 6-character password and a matching confirmation', () => {
    const token = 'abc';
    expect(
      ZResetPasswordInput.safeParse({ token, password: 'secret1', confirmPassword: 'secret1' }).success,
    ).toBe(true);
    expect(
      issuesOf(ZResetPasswordInput.safeParse({ token, password: '123', confirmPassword: '123' })),
    ).toEqual([
      { path: 'password', message: SPEC.password },
      { path: 'confirmPassword', message: SPEC.confirmPassword },
    ]);
    expect(
      issuesOf(ZResetPasswordInput.safeParse({ token, password: 'secret1', confirmPassword: 'secret2' })),
    ).toEqual([{ path: 'confirmPassword', message: SPEC.passwordsDiffer }]);
    expect(
      issuesOf(
        ZResetPasswordInput.safeParse({ token: '', password: 'secret1', confirmPassword: 'secret1' }),
      )[0]?.path,
    ).toBe('token');
  });
});
