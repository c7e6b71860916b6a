import { CONSENT_DOCUMENTS, PRIVACY_VERSION, type TAccountExport, TERMS_VERSION } from '@talanta/schema';
import { findContractsExport } from './account-export-contracts';
import { findConversationsExport } from './account-export-conversations';
import { findHiringExport } from './account-export-hiring';
import { findSettingsExport } from './account-export-settings';
import { findVettingExport } from './account-export-vetting';
import type { Executor } from './executor';

/** Rows as JSON would carry them: dates become ISO strings, so the tRPC and REST answers agree. */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Records a registration's consent to the Terms and the Privacy Policy at their current versions. */
export async function recordConsents(db: Executor, userId: number, ip: string | null): Promise<void> {
  const versions = { terms: TERMS_VERSION, privacy: PRIVACY_VERSION };
  await db
    .insertInto('consents')
    .values(CONSENT_DOCUMENTS.map((document) => ({ userId, document, version: versions[document], ip })))
    .execute();
}

/**
 * Everything Talanta holds about one user (GDPR art. 15 and 20, Kenya DPA s. 26, India DPDP s. 11),
 * by explicit columns: never password hashes, token or session secrets, webhook secrets. Other
 * people's data only where the user exchanged it with them (their conversations' messages). The
 * groups of records are read by the account-export-*.ts files beside this one.
 */
export async function findAccountExport(
  db: Executor,
  userId: number,
): Promise<Omit<TAccountExport, 'exportedAt' | 'format'>> {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'firstName',
      'lastName',
      'phoneNumber',
      'role',
      'profileImageUrl',
      'emailVerified',
      'timeZone',
      'createdAt',
      'updatedAt',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const developerProfile = await db
    .selectFrom('developerProfiles')
    .select([
      'title',
      'bio',
      'skills',
      'hourlyRate',
      'yearsOfExperience',
      'availability',
      'location',
      'githubUrl',
      'linkedinUrl',
      'portfolioUrl',
      'areaOfSpecialization',
      'isApproved',
      'isVerified',
      // That a résumé is stored and whether clients see it; the file itself is not in the export.
      'resumeUploadedAt',
      'resumeVisibleToClients',
      'createdAt',
      'updatedAt',
    ])
    .where('userId', '=', userId)
    .executeTakeFirst();
  const clientProfile = await db
    .selectFrom('clientProfiles')
    .select([
      'companyName',
      'companySize',
      'industry',
      'description',
      'location',
      'websiteUrl',
      'createdAt',
      'updatedAt',
    ])
    .where('userId', '=', userId)
    .executeTakeFirst();
  const [workHistory, languages] = await Promise.all([
    db
      .selectFrom('developerWorkHistory')
      .select(['company', 'title', 'startedOn', 'endedOn', 'position'])
      .where('userId', '=', userId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('developerLanguages')
      .select(['language', 'level'])
      .where('userId', '=', userId)
      .orderBy('language')
      .execute(),
  ]);
  const [settings, vetting, hiring, contractsAndBilling, conversations] = await Promise.all([
    findSettingsExport(db, userId, user.email),
    findVettingExport(db, user.email),
    findHiringExport(db, userId),
    findContractsExport(db, userId),
    findConversationsExport(db, userId),
  ]);
  return plain({
    user,
    avatar: { url: user.profileImageUrl },
    developerProfile: developerProfile ?? null,
    clientProfile: clientProfile ?? null,
    workHistory,
    languages,
    ...settings,
    ...vetting,
    ...hiring,
    ...contractsAndBilling,
    ...conversations,
  });
}
