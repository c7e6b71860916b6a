import { profileSkillsFromVetting, TITLE_OF_EXPERTISE, yearsFromExperienceBand } from '@talanta/schema';
import { sql } from 'kysely';
import type { VettingSubmissionRow } from '../types';
import type { Executor } from './executor';
import { createNotification } from './notification';

/**
 * Invitations to create the developer account of a vetting submission: sent on receipt to a
 * visitor who applied without one (the later stages need an account; issue 38), and on approval
 * to anyone still without one. The account made through one gets its profile filled in from the
 * application, approved once the application is.
 */

export interface NewInvitation {
  tokenHash: string;
  email: string;
  vettingSubmissionId: number;
  /** The approving admin; null for the invitation sent with the receipt. */
  invitedBy: number | null;
  expiresAt: Date;
  /** Set when the account already exists and the invitation is applied at once. */
  usedBy?: number;
}

export async function createInvitation(db: Executor, invitation: NewInvitation): Promise<number> {
  const { usedBy, ...fields } = invitation;
  const row = await db
    .insertInto('invitations')
    .values({
      ...fields,
      email: fields.email.toLowerCase(),
      usedBy: usedBy ?? null,
      usedAt: usedBy === undefined ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Withdraws the application's invitations nobody has used yet; returns how many. */
export async function revokeOpenInvitations(db: Executor, vettingSubmissionId: number): Promise<number> {
  const result = await db
    .updateTable('invitations')
    .set({ revokedAt: new Date() })
    .where('vettingSubmissionId', '=', vettingSubmissionId)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The accounts the application's invitations were applied to. */
export async function findInvitedUserIds(db: Executor, vettingSubmissionId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('invitations')
    .select('usedBy')
    .where('vettingSubmissionId', '=', vettingSubmissionId)
    .where('usedBy', 'is not', null)
    .execute();
  return [...new Set(rows.flatMap((row) => (row.usedBy === null ? [] : [row.usedBy])))];
}

type ApplicationFields = Pick<
  VettingSubmissionRow,
  'bio' | 'skills' | 'githubUrl' | 'linkedinUrl' | 'portfolioUrl' | 'experienceLevel' | 'areaOfExpertise'
>;

/**
 * Fills a developer profile from an application and, when it is approved, approves the profile.
 * `onlyBlanks` keeps what an existing developer already wrote and fills only the empty fields.
 */
export async function applyApplicationToProfile(
  db: Executor,
  userId: number,
  application: ApplicationFields,
  { onlyBlanks, approve = true }: { onlyBlanks: boolean; approve?: boolean },
): Promise<void> {
  const title = TITLE_OF_EXPERTISE[application.areaOfExpertise as keyof typeof TITLE_OF_EXPERTISE] ?? null;
  const skills = profileSkillsFromVetting(application.skills);
  const years = yearsFromExperienceBand(application.experienceLevel);
  const fill = <T>(column: string, value: T) =>
    onlyBlanks
      ? sql<T>`coalesce(nullif(${sql.ref(column)}, ''), ${value})`
      : sql<T>`coalesce(${value}, ${sql.ref(column)})`;
  await db
    .updateTable('developerProfiles')
    .set({
      title: fill('title', title),
      bio: fill('bio', application.bio),
      skills: onlyBlanks
        ? sql<string[]>`case when cardinality(skills) = 0 then ${sql.val(skills)}::text[] else skills end`
        : skills,
      yearsOfExperience: onlyBlanks ? sql<number>`coalesce(years_of_experience, ${years})` : years,
      // Registration may already carry a GitHub URL; the application fills it only when missing.
      githubUrl: sql<string>`coalesce(nullif(github_url, ''), ${application.githubUrl})`,
      linkedinUrl: fill('linkedin_url', application.linkedinUrl),
      portfolioUrl: fill('portfolio_url', application.portfolioUrl),
      areaOfSpecialization: fill('area_of_specialization', application.areaOfExpertise),
      ...(approve ? { isApproved: true } : {}),
      updatedAt: new Date(),
    })
    .where('userId', '=', userId)
    .execute();
}

export type OpenInvitation = ApplicationFields & { id: number; email: string; isApproved: boolean | null };

/** The open invitation a registration token names. */
export function findOpenInvitationByToken(
  db: Executor,
  tokenHash: string,
): Promise<OpenInvitation | undefined> {
  return openInvitations(db).where('invitations.tokenHash', '=', tokenHash).executeTakeFirst();
}

/** The open invitation a token names with what its application says, for the registration form. */
export function findInvitationPreview(db: Executor, tokenHash: string) {
  return openInvitationRows(db)
    .select([
      'invitations.email',
      'invitations.expiresAt',
      'vettingSubmissions.firstName',
      'vettingSubmissions.lastName',
      'vettingSubmissions.phoneNumber',
      'vettingSubmissions.areaOfExpertise',
      'vettingSubmissions.githubUrl',
      'vettingSubmissions.isApproved',
    ])
    .where('invitations.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * The newest open invitation to `email`, for an account that has just proven that address (a
 * verification link reached it, which is the same proof as the invitation's own link).
 */
export function findOpenInvitationForEmail(db: Executor, email: string): Promise<OpenInvitation | undefined> {
  return openInvitations(db)
    .where('invitations.email', '=', email.toLowerCase())
    .orderBy('invitations.id', 'desc')
    .executeTakeFirst();
}

/** Unused, unexpired, unrevoked invitations of applications not rejected (a rejection revokes them too). */
function openInvitationRows(db: Executor) {
  return db
    .selectFrom('invitations')
    .innerJoin('vettingSubmissions', 'vettingSubmissions.id', 'invitations.vettingSubmissionId')
    .where('invitations.usedAt', 'is', null)
    .where('invitations.revokedAt', 'is', null)
    .where('invitations.expiresAt', '>', new Date())
    .where((eb) =>
      eb.or([
        eb('vettingSubmissions.isApproved', 'is', null),
        eb('vettingSubmissions.isApproved', '=', true),
      ]),
    );
}

/** The open invitations with the application fields a registration applies, locked until the transaction ends. */
function openInvitations(db: Executor) {
  return openInvitationRows(db)
    .select([
      'invitations.id',
      'invitations.email',
      'vettingSubmissions.bio',
      'vettingSubmissions.skills',
      'vettingSubmissions.githubUrl',
      'vettingSubmissions.linkedinUrl',
      'vettingSubmissions.portfolioUrl',
      'vettingSubmissions.experienceLevel',
      'vettingSubmissions.areaOfExpertise',
      'vettingSubmissions.isApproved',
    ])
    .forUpdate('invitations');
}

/**
 * Called by registration (or an email proof) inside its transaction, with the invitation its token
 * named: the new developer's profile is filled from the application (and approved when the
 * application is), the invitation is marked used, and they are told what comes next.
 */
export async function acceptDeveloperInvitation(
  db: Executor,
  userId: number,
  invitation: OpenInvitation,
): Promise<void> {
  const approved = invitation.isApproved === true;
  await applyApplicationToProfile(db, userId, invitation, { onlyBlanks: false, approve: approved });
  await db
    .updateTable('invitations')
    .set({ usedAt: new Date(), usedBy: userId })
    .where('id', '=', invitation.id)
    .execute();
  await createNotification(
    db,
    approved
      ? {
          userId,
          type: 'success',
          title: 'Welcome to Talanta Tech Talent',
          message:
            'Your application was approved, so your profile is filled in from it and already visible to clients.',
          link: '/developer/profile',
        }
      : {
          userId,
          type: 'success',
          title: 'Your account is ready',
          message: 'Your vetting application is linked to this account: follow its stages on your dashboard.',
          link: '/dashboard',
        },
  );
}
