import { PROFILE_SKILLS } from '@talanta/schema';
import pg from 'pg';

/** The benchmark's developers: a fixed pseudo-random marketplace (the same every run), half Kenya, half India. */

const BATCH = 1000;

export function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
/** Restarted by every seedDevelopers call, so each run (and each bench in one `pnpm bench`) gets the same data. */
let random = mulberry32(42);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

export const PEOPLE = {
  kenya: {
    first: [
      'Wanjiku',
      'Brian',
      'Achieng',
      'Kevin',
      'Njeri',
      'Otieno',
      'Amani',
      'Zawadi',
      'Mwangi',
      'Faith',
      'Kiprop',
      'Neema',
    ],
    last: [
      'Otieno',
      'Kamau',
      'Mutua',
      'Wekesa',
      'Chebet',
      'Njoroge',
      'Odhiambo',
      'Kiplagat',
      'Wambui',
      'Mwangi',
    ],
    timeZone: 'Africa/Nairobi',
    places: [
      'Nairobi, Kenya',
      'Mombasa, Kenya',
      'Kisumu, Kenya',
      'Nakuru, Kenya',
      'Eldoret, Kenya',
      'Nairobi',
    ],
  },
  india: {
    first: [
      'Priya',
      'Arjun',
      'Ananya',
      'Rahul',
      'Kavya',
      'Vikram',
      'Sneha',
      'Rohan',
      'Aditi',
      'Karthik',
      'Meera',
    ],
    last: ['Sharma', 'Nair', 'Iyer', 'Verma', 'Reddy', 'Gupta', 'Menon', 'Patel', 'Rao', 'Das'],
    timeZone: 'Asia/Kolkata',
    places: [
      'Bengaluru, India',
      'Pune, India',
      'Chennai, India',
      'Hyderabad',
      'Kochi, India',
      'Mumbai, India',
    ],
  },
} as const;
const SENIORITY = ['Senior', 'Lead', 'Junior', 'Staff', ''];
export const SPECIALTIES = [
  'Backend',
  'Frontend',
  'Full Stack',
  'Android',
  'iOS',
  'Data',
  'DevOps',
  'Platform',
  'ML',
];
const ROLES = ['Engineer', 'Developer', 'Consultant', 'Architect'];
export const DOMAINS = [
  'fintech',
  'agritech',
  'health',
  'logistics',
  'edtech',
  'e-commerce',
  'insurance',
  'media',
];
const WORK = [
  'built the offline-first sync layer of a community health app',
  'led the rebuild of a payments reconciliation service',
  'shipped dashboards for a logistics fleet of 2,000 trucks',
  'designed event-driven microservices for a lending product',
  'scaled a learning platform to a million students',
  'migrated a monolith to containers without downtime',
  'wrote the data pipelines behind a crop-yield forecast',
  'integrated M-Pesa and UPI checkouts for a marketplace',
  'cut cloud costs by a third for a media startup',
  'maintained an open-source charting library',
  'ran the mobile release train for a savings-group wallet',
  'built recommendation models for an online grocer',
  'hardened the identity and access layer of an insurer',
  'automated test suites that run on every pull request',
  'led a team of six through a product relaunch',
  'built telemedicine video visits for rural clinics',
];
const CARE = ['tests', 'clear code reviews', 'observability', 'boring deploys', 'accessibility', 'mentoring'];
const AVAILABILITY = ['full-time', 'part-time', 'contract'] as const;

function developerRow(index: number, approvedShare: number) {
  const country = index % 2 === 0 ? 'kenya' : 'india';
  const people = PEOPLE[country];
  const skills = new Set<string>();
  const skillCount = 4 + Math.floor(random() * 5);
  while (skills.size < skillCount) skills.add(pick(PROFILE_SKILLS));
  const years = Math.floor(random() * 15);
  const title = [pick(SENIORITY), pick(SPECIALTIES), pick(ROLES)].filter(Boolean).join(' ');
  const bio =
    `${title} with ${years} years in ${pick(DOMAINS)}. I ${pick(WORK)} and ${pick(WORK)}. ` +
    `I care about ${pick(CARE)} and ${pick(CARE)}, and I work mostly with ${[...skills].slice(0, 2).join(' and ')}.`;
  return {
    user: [
      `bench-dev-${index}@example.com`,
      'not-a-hash',
      pick(people.first),
      pick(people.last),
      'developer',
      people.timeZone,
    ],
    profile: {
      title,
      bio,
      skills: [...skills],
      hourlyRate: 15 + Math.floor(random() * 85),
      years,
      availability: pick(AVAILABILITY),
      location: pick(people.places),
      approved: random() < approvedShare,
      verified: random() < 0.4,
    },
  };
}

export interface SeedDevelopersOptions {
  /** The share of profiles approved (listed and matched); 0.85 unless said otherwise. */
  approvedShare?: number;
}

/**
 * Multi-row INSERTs in batches (the profile triggers fill search_text and skill_keys per row), then
 * VACUUM ANALYZE. Each developer's time zone is their country's.
 */
export async function seedDevelopers(
  url: string,
  count: number,
  { approvedShare = 0.85 }: SeedDevelopersOptions = {},
): Promise<void> {
  random = mulberry32(42);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let start = 0; start < count; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) =>
        developerRow(start + offset, approvedShare),
      );
      const userValues = rows.map(
        (_, row) => `(${[1, 2, 3, 4, 5, 6].map((column) => `$${row * 6 + column}`).join(', ')})`,
      );
      const users = await client.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, first_name, last_name, role, time_zone) VALUES ${userValues.join(', ')} RETURNING id`,
        rows.flatMap((row) => row.user),
      );
      const columns = 10;
      const profileValues = rows.map(
        (_, row) =>
          `(${Array.from({ length: columns }, (_, column) => `$${row * columns + column + 1}`).join(', ')})`,
      );
      await client.query(
        `INSERT INTO developer_profiles (user_id, title, bio, skills, hourly_rate, years_of_experience, availability,
           location, is_approved, is_verified) VALUES ${profileValues.join(', ')}`,
        rows.flatMap(({ profile }, row) => [
          users.rows[row]?.id,
          profile.title,
          profile.bio,
          profile.skills,
          profile.hourlyRate,
          profile.years,
          profile.availability,
          profile.location,
          profile.approved,
          profile.verified,
        ]),
      );
    }
    // Seeded profiles are not news for saved-search alerts (see seedJobs): drop the queued checks,
    // which the app's alert round would otherwise work through during the load.
    await client.query(`DELETE FROM saved_search_checks WHERE kind = 'developers'`);
    await client.query('VACUUM ANALYZE users');
    await client.query('VACUUM ANALYZE developer_profiles');
  } finally {
    await client.end();
  }
}
