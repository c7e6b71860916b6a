import { type TUserRole, VETTING_STAGE_KEYS } from '@talanta/schema';
import { DEMO_ADMIN, DEMO_CLIENTS } from './data/clients';
import { DEMO_DEVELOPERS } from './data/developers';
import type { DemoClient, DemoDeveloper, DemoPerson } from './data/types';
import { DEMO_VETTING_SUBMISSIONS } from './data/vetting-submissions';
import { idOf, oldestFirst, type SeedClock, type SeedTrx } from './support';

/** Inserts every demo user with the one shared password hash; returns their ids by email. */
export async function insertUsers(
  trx: SeedTrx,
  clock: SeedClock,
  passwordHash: string,
): Promise<Map<string, number>> {
  const people: (DemoPerson & { role: TUserRole })[] = [
    { ...DEMO_ADMIN, role: 'admin' },
    ...DEMO_CLIENTS.map((client) => ({ ...client, role: 'client' as const })),
    ...DEMO_DEVELOPERS.map((developer) => ({ ...developer, role: 'developer' as const })),
  ];
  const rows = await trx
    .insertInto('users')
    .values(
      oldestFirst(people).map((person) => {
        const createdAt = clock.daysAgo(person.daysAgo);
        return {
          email: person.email,
          passwordHash,
          firstName: person.firstName,
          lastName: person.lastName,
          phoneNumber: person.phoneNumber,
          role: person.role,
          profileImageUrl: null,
          timeZone: demoTimeZone(person),
          // Demo people "signed up" long ago and proved their addresses then.
          emailVerified: true,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning(['id', 'email'])
    .execute();
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** Profiles are filled in on the day of sign-up, so they share the user's timestamps. */
export async function insertProfiles(
  trx: SeedTrx,
  clock: SeedClock,
  userIds: ReadonlyMap<string, number>,
): Promise<void> {
  await trx
    .insertInto('clientProfiles')
    .values(
      oldestFirst(DEMO_CLIENTS).map((client) => {
        const createdAt = clock.daysAgo(client.daysAgo);
        return { userId: idOf(userIds, client.email), ...client.company, createdAt, updatedAt: createdAt };
      }),
    )
    .execute();
  await trx
    .insertInto('developerProfiles')
    .values(
      oldestFirst(DEMO_DEVELOPERS).map((developer) => {
        const createdAt = clock.daysAgo(developer.daysAgo);
        return {
          userId: idOf(userIds, developer.email),
          ...developer.profile,
          skills: [...developer.profile.skills],
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .execute();
}

/** Vetting submissions: people who are not users yet, reviewed (or not) by the demo admin. */
export async function insertVettingSubmissions(
  trx: SeedTrx,
  clock: SeedClock,
  adminId: number,
): Promise<void> {
  await trx
    .insertInto('vettingSubmissions')
    .values(
      oldestFirst(DEMO_VETTING_SUBMISSIONS).map(({ daysAgo, review, skills, projects, ...fields }) => ({
        ...fields,
        skills: [...skills],
        projects: JSON.stringify(projects),
        isApproved: review ? review.approved : null,
        reviewedAt: review ? clock.daysAgo(review.daysAgo) : null,
        reviewedBy: review ? adminId : null,
        createdAt: clock.daysAgo(daysAgo),
      })),
    )
    .execute();
  await insertDemoVettingStages(trx, adminId);
}

/**
 * The demo's submissions went through the four stages the site promises: an approved one passed
 * each (an assessment score between 72 and 96), a rejected one failed at the application, and a
 * pending one waits at the application with all four required (the default); each review is a
 * recorded decision with the stages as they stood.
 */
async function insertDemoVettingStages(trx: SeedTrx, adminId: number): Promise<void> {
  const submissions = await trx
    .selectFrom('vettingSubmissions')
    .select(['id', 'isApproved', 'reviewedAt'])
    .orderBy('id')
    .execute();
  const stagesOf = ({ id, isApproved }: { id: number; isApproved: boolean | null }) =>
    VETTING_STAGE_KEYS.map((key) => {
      const application = key === 'application';
      const state =
        isApproved === true ? 'passed' : isApproved === null ? 'pending' : application ? 'failed' : 'skipped';
      return {
        key,
        state,
        required: isApproved !== false || application,
        score: isApproved === true && key === 'assessment' ? 72 + ((id * 7) % 25) : null,
      };
    });
  await trx
    .insertInto('vettingStages')
    .values(
      submissions.flatMap((submission) =>
        stagesOf(submission).map((stage) => {
          const done = stage.state === 'passed' || stage.state === 'failed';
          return {
            submissionId: submission.id,
            round: 1,
            ...stage,
            completedAt: done ? submission.reviewedAt : null,
            decidedBy: done && stage.key !== 'assessment' ? adminId : null,
          };
        }),
      ),
    )
    .execute();
  const decided = submissions.filter((submission) => submission.isApproved !== null);
  if (decided.length === 0) return;
  await trx
    .insertInto('vettingDecisions')
    .values(
      decided.map((submission) => ({
        submissionId: submission.id,
        round: 1,
        decision: submission.isApproved ? 'approved' : 'rejected',
        decidedAt: submission.reviewedAt ?? undefined,
        decidedBy: adminId,
        stages: JSON.stringify(stagesOf(submission)),
      })),
    )
    .execute();
}

/** Where the demo's people live, as IANA zones: the admin in Nairobi, the rest by their location. */
const ZONES_BY_PLACE: Record<string, string> = {
  Kenya: 'Africa/Nairobi',
  India: 'Asia/Kolkata',
  'United Kingdom': 'Europe/London',
  Canada: 'America/Toronto',
  Germany: 'Europe/Berlin',
  'United States': 'America/Chicago',
};

function demoTimeZone(person: DemoPerson & Partial<DemoClient & DemoDeveloper>): string {
  const location = person.company?.location ?? person.profile?.location ?? 'Nairobi, Kenya';
  const country = location.split(', ').at(-1) ?? '';
  const zone = ZONES_BY_PLACE[country];
  if (!zone) throw new Error(`demo seed: no time zone for "${location}"`);
  return zone;
}
