import { uniqueEmail } from './users';

/** A valid POST /api/auth/register body for a client account (a fresh email unless given). */
export function clientRegistration(email = uniqueEmail('client')) {
  return {
    email,
    firstName: 'Amina',
    lastName: 'Otieno',
    phoneNumber: '+254712345678',
    password: 'secret1',
    confirmPassword: 'secret1',
    role: 'client',
  };
}
