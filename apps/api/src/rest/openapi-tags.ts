/** Descriptions of the route rows' tags; a tag not listed here gets a generic one. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  Auth: 'Registration, sign-in and sign-out, the signed-in user, password resets',
  Job: "Clients' job posts: create, list, search, edit, close",
  Application: "Developers' applications to jobs and their review by the job's client",
  Interview: 'Interview proposals, answers, changes and calendar files',
  Dashboard: "Each role's summary numbers",
  Message: 'Conversations between a client and a developer',
  Notification: "The signed-in user's notifications",
  Profile: 'Profiles, account settings and the profile photo',
  Talent: 'The directory of vetted developers',
  Shortlist: "Clients' named lists of developers with a private note each",
  'Saved job': "Developers' bookmarked jobs",
  'Saved search': 'Searches kept with alerts when a new job or developer matches',
  Matching: 'Scored, explained matches of jobs and developers, both ways (docs/matching.md)',
  Vetting: "Developers' vetting applications and their review",
  'API token': 'Personal access tokens for scripts: `Authorization: Bearer tal_…`',
  'Super admin': 'Platform administration: users, jobs, exports and the audit log',
  Account: "The signed-in user's data rights: export everything held about them, delete the account",
  'Two-factor sign-in':
    'Authenticator-app codes (TOTP) and recovery codes: the second step of sign-in and its setup',
  Session: "The signed-in user's sessions: list them, end one or all others",
  'Email outbox': 'Admins: emails that failed for good or wait for another attempt, and their retry',
  'Bank reconciliation':
    'Admins: bank statements (ISO 20022 camt.053/054 or CSV) imported and matched to invoices, and the credits left to match by hand',
  Stats: 'The public figures of the visitor pages, computed from the database',
  Webhook: 'Signed event deliveries (Standard Webhooks) to endpoints of clients and admins, with their logs',
};

/** The document's top-level tags: every tag the operations use, in first-use order, described. */
export function declaredTags(used: Iterable<string>) {
  return [...new Set(used)].map((name) => ({
    name,
    description: TAG_DESCRIPTIONS[name] ?? `The ${name.toLowerCase()} paths`,
  }));
}
