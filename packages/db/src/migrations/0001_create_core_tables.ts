import { type Kysely, sql } from 'kysely';

/** Frozen: later changes get a migration of their own. One statement per call (PGlite runs them singly). */
const upStatements = [
  `CREATE TABLE users (
    id serial PRIMARY KEY,
    email text NOT NULL,
    password_hash text NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    phone_number text,
    role text NOT NULL CHECK (role IN ('developer', 'client', 'admin')),
    profile_image_url text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX users_email_key ON users (lower(email))`,
  `CREATE INDEX users_created_at_idx ON users (created_at)`,
  `CREATE INDEX users_role_idx ON users (role)`,

  `CREATE TABLE auth_sessions (
    id text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    secret_hash bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
  )`,
  `CREATE INDEX auth_sessions_user_id_idx ON auth_sessions (user_id)`,
  `CREATE INDEX auth_sessions_expires_at_idx ON auth_sessions (expires_at)`,

  `CREATE TABLE developer_profiles (
    id serial PRIMARY KEY,
    user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    title text,
    bio text,
    skills text[] NOT NULL DEFAULT '{}',
    hourly_rate double precision,
    years_of_experience integer,
    availability text CHECK (availability IN ('full-time', 'part-time', 'contract')),
    location text,
    github_url text,
    linkedin_url text,
    portfolio_url text,
    area_of_specialization text,
    is_approved boolean NOT NULL DEFAULT false,
    is_verified boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX developer_profiles_is_approved_idx ON developer_profiles (is_approved)`,

  `CREATE TABLE client_profiles (
    id serial PRIMARY KEY,
    user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    company_name text,
    company_size text,
    industry text,
    description text,
    location text,
    website_url text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,

  `CREATE TABLE jobs (
    id serial PRIMARY KEY,
    client_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title text NOT NULL,
    description text NOT NULL,
    required_skills text[] NOT NULL DEFAULT '{}',
    project_length text NOT NULL CHECK (project_length IN ('short-term', 'medium-term', 'long-term')),
    project_type text NOT NULL CHECK (project_type IN ('full-time', 'part-time', 'contract')),
    location text NOT NULL,
    min_budget double precision NOT NULL,
    max_budget double precision NOT NULL,
    budget_type text NOT NULL DEFAULT 'hourly' CHECK (budget_type IN ('hourly', 'fixed')),
    category text,
    experience_level text,
    status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX jobs_client_id_idx ON jobs (client_id, created_at DESC)`,
  `CREATE INDEX jobs_status_created_at_idx ON jobs (status, created_at DESC)`,

  `CREATE TABLE job_applications (
    id serial PRIMARY KEY,
    job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    developer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    cover_letter text NOT NULL,
    proposed_rate double precision NOT NULL,
    estimated_hours integer,
    available_start_date date,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'interview', 'accepted', 'rejected')),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (job_id, developer_id)
  )`,
  `CREATE INDEX job_applications_developer_id_idx ON job_applications (developer_id, created_at DESC)`,

  `CREATE TABLE conversations (
    id serial PRIMARY KEY,
    user_a_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    user_b_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    job_id integer REFERENCES jobs (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_message_at timestamptz,
    CHECK (user_a_id < user_b_id),
    UNIQUE NULLS NOT DISTINCT (user_a_id, user_b_id, job_id)
  )`,
  `CREATE INDEX conversations_user_b_id_idx ON conversations (user_b_id)`,

  `CREATE TABLE messages (
    id serial PRIMARY KEY,
    conversation_id integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    sender_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    receiver_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    content text NOT NULL,
    client_message_id text,
    read_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (sender_id, client_message_id)
  )`,
  `CREATE INDEX messages_conversation_id_idx ON messages (conversation_id, id)`,
  `CREATE INDEX messages_unread_idx ON messages (receiver_id, conversation_id) WHERE read_at IS NULL`,

  `CREATE TABLE notifications (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type text NOT NULL CHECK (type IN ('job_application', 'message', 'contract_update', 'success', 'warning', 'error', 'other')),
    title text NOT NULL,
    message text NOT NULL,
    link text,
    is_read boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX notifications_user_id_idx ON notifications (user_id, created_at DESC)`,

  `CREATE TABLE developer_applications (
    id serial PRIMARY KEY,
    first_name text NOT NULL,
    last_name text NOT NULL,
    email text NOT NULL,
    phone_number text,
    github_url text NOT NULL,
    linkedin_url text NOT NULL,
    portfolio_url text,
    resume_url text,
    area_of_expertise text NOT NULL,
    experience_level text NOT NULL,
    skills text[] NOT NULL DEFAULT '{}',
    bio text NOT NULL,
    projects jsonb NOT NULL DEFAULT '[]',
    is_approved boolean,
    reviewed_at timestamptz,
    reviewed_by integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX developer_applications_email_key ON developer_applications (lower(email))`,
  `CREATE INDEX developer_applications_created_at_idx ON developer_applications (created_at DESC)`,

  `CREATE TABLE password_reset_tokens (
    token_hash text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens (user_id)`,

  `CREATE TABLE email_outbox (
    id serial PRIMARY KEY,
    to_address text NOT NULL,
    subject text NOT NULL,
    body_text text NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    last_error text,
    sent_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX email_outbox_unsent_idx ON email_outbox (id) WHERE sent_at IS NULL`,
];

const tables = [
  'email_outbox',
  'password_reset_tokens',
  'developer_applications',
  'notifications',
  'messages',
  'conversations',
  'job_applications',
  'jobs',
  'client_profiles',
  'developer_profiles',
  'auth_sessions',
  'users',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
