import { JOB_CATEGORIES, JOB_EXPERIENCE_LEVELS, PROFILE_SKILLS } from '@talanta/schema';
import pg from 'pg';

const CLIENTS = 200;
export const PRODUCTS = [
  'payments platform',
  'farm marketplace',
  'clinic booking app',
  'logistics dashboard',
  'learning portal',
  'savings app',
  'inventory system',
  'ride hailing app',
  'insurance portal',
  'hotel booking engine',
];
export const FEATURES = [
  'payments',
  'reporting',
  'offline sync',
  'notifications',
  'search',
  'onboarding',
  'analytics',
  'M-Pesa integration',
  'UPI checkout',
  'role based access',
];
export const INDUSTRIES = [
  'fintech',
  'agritech',
  'healthcare',
  'logistics',
  'edtech',
  'e-commerce',
  'insurance',
  'travel',
];
export const PLACES = [
  'Nairobi',
  'Mombasa',
  'Kisumu',
  'Nakuru',
  'Bengaluru',
  'Pune',
  'Mumbai',
  'Hyderabad',
  'Chennai',
  'Remote',
];
export const SENIORITY = ['Senior', 'Junior', 'Lead', 'Freelance', 'Part-time', 'Contract'];
export const ROLES = ['developer', 'engineer', 'consultant', 'architect', 'specialist'];

/**
 * Fills the benchmark database with `count` jobs of 200 clients in one INSERT … SELECT over
 * generate_series: realistic sentences (so the full-text index has real work), every category,
 * experience level and budget band, a year of posting dates, 90% open; clients in four time zones.
 * A fixed seed makes every run the same data; rows are inserted oldest first, as posted. The jobs' indexes are dropped for the insert and
 * built again after it (the same definitions). Then VACUUM ANALYZE, as autovacuum would have done
 * on a live table.
 */
export async function seedJobs(databaseUrl: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT setseed(0.42)');
    await client.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, role, time_zone)
       SELECT 'bench-client-' || g || '@example.com', 'not-a-hash', 'Client', 'Number ' || g, 'client',
              (ARRAY['Africa/Nairobi', 'Europe/London', 'America/New_York', 'Asia/Kolkata'])[1 + g % 4]
       FROM generate_series(1, ${CLIENTS}) AS g`,
    );
    await client.query(
      `INSERT INTO client_profiles (user_id, company_name)
       SELECT id, 'Company ' || id FROM users WHERE role = 'client'`,
    );
    // Building the indexes once after the rows is several times faster than keeping them up to
    // date row by row: 1M jobs seed in minutes, not tens of minutes.
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i
       WHERE i.schemaname = 'public' AND i.tablename = 'jobs'
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    );
    for (const index of indexes) await client.query(`DROP INDEX ${index.indexname}`);
    // Seeded jobs are not news for saved-search alerts: queueing a check per job is most of an
    // insert's time, and the app's alert round would then work through them during the load.
    await client.query('ALTER TABLE jobs DISABLE TRIGGER jobs_saved_search_check');
    // The skill-keys trigger computes each job's keys through skill_key() (about 0.4 ms a job, most
    // of seeding 1M jobs): the insert looks up the keys computed once per catalogue skill instead.
    await client.query('ALTER TABLE jobs DISABLE TRIGGER jobs_skill_keys');
    // The search words are added once after the insert, as migration 0052 fills them, rather than
    // row by row.
    await client.query('ALTER TABLE jobs DISABLE TRIGGER jobs_search_words_insert');
    await client.query(
      `WITH pools AS (
         SELECT $1::text[] AS skills, $2::text[] AS products, $3::text[] AS features, $4::text[] AS industries,
                $5::text[] AS places, $6::text[] AS seniority, $7::text[] AS roles, $8::text[] AS categories,
                $9::text[] AS levels, (SELECT min(id) FROM users WHERE role = 'client') AS first_client,
                (SELECT array_agg(skill_key(skill) ORDER BY n) FROM unnest($1::text[]) WITH ORDINALITY AS s (skill, n))
                  AS skill_keys
       )
       INSERT INTO jobs (client_id, title, description, required_skills, project_length, project_type, location,
                         min_budget, max_budget, budget_type, category, experience_level, status, created_at, updated_at,
                         skill_keys)
       SELECT
         first_client + (g % ${CLIENTS}),
         seniority[p.se] || ' ' || skills[p.s1] || ' ' || roles[p.ro] || ' for our ' || products[p.pr],
         'We are a ' || industries[p.ind] || ' company in ' || places[p.pl] || ' looking for a '
           || lower(seniority[p.se]) || ' ' || roles[p.ro] || ' to build and maintain our ' || products[p.pr]
           || ' with ' || skills[p.s1] || ' and ' || skills[p.s2] || '. You will own ' || features[p.fe]
           || ', write tests, review code and help the team ship every week. Experience with '
           || skills[p.s3] || ' is a plus.',
         ARRAY[skills[p.s1], skills[p.s2], skills[p.s3]],
         (ARRAY['short-term', 'medium-term', 'long-term'])[1 + g % 3],
         (ARRAY['full-time', 'part-time', 'contract'])[1 + (g / 3) % 3],
         places[p.pl],
         CASE WHEN p.hourly THEN p.rate ELSE round(p.fixed * 0.6) END,
         CASE WHEN p.hourly THEN p.rate + 10 + floor(p.r2 * 60) ELSE p.fixed END,
         CASE WHEN p.hourly THEN 'hourly' ELSE 'fixed' END,
         categories[p.ca],
         levels[p.le],
         CASE WHEN p.r3 < 0.9 THEN 'open' ELSE 'closed' END,
         now() - p.age,
         now() - p.age,
         -- What skill_keys() gives for the three skills: distinct, sorted, no empty key.
         ARRAY(SELECT DISTINCT k FROM unnest(ARRAY[skill_keys[p.s1], skill_keys[p.s2], skill_keys[p.s3]]) AS k
               WHERE k <> '' ORDER BY k)
       FROM generate_series(1, $10::int) AS g
       CROSS JOIN pools
       CROSS JOIN LATERAL (
         -- Referencing g makes PostgreSQL draw new random numbers for every row.
         SELECT
           1 + floor(random() * array_length(skills, 1) + g * 0)::int AS s1,
           1 + floor(random() * array_length(skills, 1))::int AS s2,
           1 + floor(random() * array_length(skills, 1))::int AS s3,
           1 + floor(random() * array_length(products, 1))::int AS pr,
           1 + floor(random() * array_length(features, 1))::int AS fe,
           1 + floor(random() * array_length(industries, 1))::int AS ind,
           1 + floor(random() * array_length(places, 1))::int AS pl,
           1 + floor(random() * array_length(seniority, 1))::int AS se,
           1 + floor(random() * array_length(roles, 1))::int AS ro,
           1 + floor(random() * array_length(categories, 1))::int AS ca,
           1 + floor(random() * array_length(levels, 1))::int AS le,
           random() < 0.7 AS hourly,
           15 + floor(random() * 65) AS rate,
           round(exp(ln(500) + random() * ln(120))) AS fixed,
           random() AS r2,
           random() AS r3,
           random() * interval '365 days' AS age
       ) AS p
       -- Oldest first, as a live table grows: rows lie on disk roughly in posting order.
       ORDER BY p.age DESC`,
      [
        PROFILE_SKILLS,
        PRODUCTS,
        FEATURES,
        INDUSTRIES,
        PLACES,
        SENIORITY,
        ROLES,
        JOB_CATEGORIES,
        JOB_EXPERIENCE_LEVELS,
        count,
      ],
    );
    await client.query('ALTER TABLE jobs ENABLE TRIGGER jobs_saved_search_check');
    await client.query('ALTER TABLE jobs ENABLE TRIGGER jobs_skill_keys');
    await client.query('ALTER TABLE jobs ENABLE TRIGGER jobs_search_words_insert');
    await client.query(
      `INSERT INTO job_search_words (word)
       SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM jobs
       EXCEPT SELECT word FROM job_search_words`,
    );
    const { rows: wrongKeys } = await client.query<{ id: number }>(
      'SELECT id FROM jobs WHERE id % 997 = 0 AND skill_keys <> skill_keys(required_skills) LIMIT 1',
    );
    if (wrongKeys.length > 0)
      throw new Error(`seeded job ${wrongKeys[0]?.id} has other skill keys than skill_keys() gives`);
    await client.query(`SET maintenance_work_mem = '256MB'`);
    for (const index of indexes) await client.query(index.indexdef);
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/**
 * `count` applications of random developers to random open jobs (a pair drawn twice is kept once),
 * so the "not applied to" test of recommended jobs meets a table of a realistic size; then VACUUM
 * ANALYZE. Needs developers and jobs seeded first.
 */
export async function seedApplications(databaseUrl: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT setseed(0.24)');
    await client.query(
      `WITH developers AS (SELECT array_agg(id) AS ids FROM users WHERE role = 'developer'),
            open_jobs AS (SELECT array_agg(id) AS ids FROM jobs WHERE status = 'open')
       INSERT INTO job_applications (job_id, developer_id, cover_letter, proposed_rate)
       SELECT open_jobs.ids[1 + floor(random() * cardinality(open_jobs.ids))::int],
              developers.ids[1 + floor(random() * cardinality(developers.ids))::int],
              'I have shipped this kind of work before and can start next week.',
              20 + floor(random() * 60)
       FROM generate_series(1, $1::int) AS g
       CROSS JOIN developers
       CROSS JOIN open_jobs
       ON CONFLICT DO NOTHING`,
      [count],
    );
    await client.query('VACUUM ANALYZE job_applications');
  } finally {
    await client.end();
  }
}
