import { uniqueEmail } from './users';

/** The account fields every valid POST /api/auth/register body has. */
const ACCOUNT_FIELDS = {
  firstName: 'Amina',
  lastName: 'Otieno',
  phoneNumber: '+254712345678',
  password: 'secret1',
  confirmPassword: 'secret1',
  acceptTerms: true,
};

/** A valid POST /api/auth/register body for a client account (a fresh email unless given). */
export function clientRegistration(email = uniqueEmail('client')) {
  return { email, ...ACCOUNT_FIELDS, role: 'client' };
}

/** A valid POST /api/auth/register body for a developer; tests override one field at a time. */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('register'),
    ...ACCOUNT_FIELDS,
    role: 'developer',
    areaOfSpecialization: 'Backend Development',
    githubUrl: 'https://github.com/amina',
    ...overrides,
  };
}
