import type { RestRoute } from '../route';

export const authRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/register',
    procedure: 'auth.register',
    status: 201,
    tag: 'Auth',
    summary: 'Create an account (developer or client) and sign in',
  },
  { method: 'POST', path: '/auth/login', procedure: 'auth.login', tag: 'Auth', summary: 'Sign in' },
  { method: 'GET', path: '/auth/user', procedure: 'auth.me', tag: 'Auth', summary: 'The signed-in user' },
  {
    method: 'GET',
    path: '/auth/me',
    procedure: 'auth.me',
    tag: 'Auth',
    summary: 'The signed-in user (alias)',
  },
  {
    method: 'PUT',
    path: '/auth/user',
    procedure: 'auth.updateUser',
    tag: 'Auth',
    summary: 'Update first name, last name and email',
  },
  { method: 'POST', path: '/auth/logout', procedure: 'auth.logout', tag: 'Auth', summary: 'End the session' },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    procedure: 'auth.forgotPassword',
    tag: 'Auth',
    summary: 'Email a single-use password reset link',
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    procedure: 'auth.resetPassword',
    tag: 'Auth',
    summary: 'Set a new password with a reset token',
  },
];
