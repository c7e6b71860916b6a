import type { RestRoute } from '../route';

const TAG = 'Two-factor sign-in';

/** Two-factor sign-in (issue 15): the login's second step and its setup in Account Settings. */
export const twoFactorRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/2fa',
    procedure: 'twoFactor.completeSignIn',
    tag: TAG,
    summary:
      'Second step of sign-in after `{ twoFactorRequired: true }`: a 6-digit code from the authenticator app or a recovery code, with the pending cookie from POST /api/auth/login; answers the user and sets the session cookie',
    example: { code: '492039' },
  },
  {
    method: 'GET',
    path: '/auth/2fa',
    procedure: 'twoFactor.status',
    tag: TAG,
    summary: 'Whether two-factor sign-in is on, whether it is required, and how many recovery codes are left',
  },
  {
    method: 'POST',
    path: '/auth/2fa/setup',
    procedure: 'twoFactor.beginSetup',
    tag: TAG,
    summary:
      'Start setup: a new authenticator secret (text, otpauth URI, QR code as SVG); nothing changes until it is confirmed',
  },
  {
    method: 'POST',
    path: '/auth/2fa/confirm',
    procedure: 'twoFactor.confirmSetup',
    tag: TAG,
    summary:
      'Turn two-factor sign-in on with a code from the app; answers ten single-use recovery codes, shown once',
    example: { code: '492039' },
  },
  {
    method: 'POST',
    path: '/auth/2fa/recovery-codes',
    procedure: 'twoFactor.regenerateRecoveryCodes',
    tag: TAG,
    summary: 'Ten new recovery codes for a current code; the old ones stop working',
    example: { code: '492039' },
  },
  {
    method: 'POST',
    path: '/auth/2fa/disable',
    procedure: 'twoFactor.disable',
    tag: TAG,
    summary: 'Turn two-factor sign-in off with the password and a code (or a recovery code)',
    example: { password: 'Mombasa-Rd-2026', code: '492039' },
  },
];
