import { DRAFT_COOKIE } from '../../src/plugins/draft-session';
import { applicationPayload } from './admin';
import { type HttpClient, type HttpResponse, parseSetCookie } from './http';

/** The onboarding (vetting) tests' requests: the application form, its submission and the draft. */

export const ONBOARDING_BIO =
  'Backend engineer in Nairobi building M-Pesa payment integrations for retail and logistics.';

/** A valid application with two skills and one project without a link; tests override fields. */
export function application(overrides: Record<string, unknown> = {}) {
  return applicationPayload({
    skills: ['Node.js', 'PostgreSQL'],
    bio: ONBOARDING_BIO,
    projects: [
      { name: 'Duka Ledger', description: 'Shop bookkeeping with M-Pesa reconciliation.', link: '' },
    ],
    ...overrides,
  });
}

export const apply = (http: HttpClient, body: unknown) => http.post('/api/developer/apply', body);

export function draftCookieOf(response: HttpResponse) {
  const header = response.setCookies.find((cookie) => cookie.startsWith(`${DRAFT_COOKIE}=`));
  return header === undefined ? undefined : parseSetCookie(header);
}

export const getDraft = (http: HttpClient) => http.get('/trpc/vetting.getDraft');
export const saveDraft = (http: HttpClient, draft: unknown) => http.post('/trpc/vetting.saveDraft', draft);
