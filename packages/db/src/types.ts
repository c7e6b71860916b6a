import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { BankTables } from './bank-types';
import type { BillingTables } from './billing-types';
import type { DateText, Json, NullableTimestamp, Timestamp } from './column-types';
import type { ContractTables } from './contract-types';
import type { DeveloperBackgroundTables } from './developer-background-types';
import type { InterviewTables } from './interview-types';
import type { IntroductionTables } from './introduction-types';
import type { JobTables } from './job-types';
import type { LedgerTables } from './ledger-types';
import type { PayoutTables } from './payout-types';
import type { PlatformTables } from './platform-types';
import type { SavedTables } from './saved-types';
import type { TwoFactorTables } from './two-factor-types';
import type { VettingAssessmentTables } from './vetting-assessment-types';
import type { VettingReferenceTables } from './vetting-reference-types';
import type { VettingStageTables } from './vetting-types';
import type { WebhookTables } from './webhook-types';

export * from './platform-types';
export * from './vetting-reference-types';
export * from './vetting-types';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  role: 'developer' | 'client' | 'admin';
  profileImageUrl: string | null;
  /** Whether the current email address is proven (migration 0009). */
  emailVerified: Generated<boolean>;
  /** IANA time zone, such as 'Africa/Nairobi' (migration 0013). */
  timeZone: Generated<string>;
  /** The language chosen for the site and emails ('en', 'hi', ...); null until chosen (migration 0050). */
  locale: Generated<string | null>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  /** Set when the owner deleted the account; the row is then "Deleted user" (migration 0020). */
  deletedAt: Generated<Date | null>;
}

export interface AuthSessionsTable {
  id: string;
  userId: number;
  secretHash: Uint8Array;
  createdAt: Generated<Date>;
  expiresAt: Timestamp;
  /** The User-Agent the session was made with (migration 0019). */
  userAgent: string | null;
  /** Updated at most once a minute (migration 0019). */
  lastSeenAt: Generated<Date>;
}

export interface DeveloperProfilesTable {
  id: Generated<number>;
  userId: number;
  title: string | null;
  bio: string | null;
  skills: ColumnType<string[], string[] | undefined, string[]>;
  hourlyRate: number | null;
  yearsOfExperience: number | null;
  availability: 'full-time' | 'part-time' | 'contract' | null;
  location: string | null;
  githubUrl: string | null;
  linkedinUrl: string | null;
  portfolioUrl: string | null;
  areaOfSpecialization: string | null;
  isApproved: Generated<boolean>;
  isVerified: Generated<boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  /** Names, title, location, skills and bio, lower-cased; kept by triggers (migration 0005), never written. */
  searchText: ColumnType<string, never, never>;
  /** skill_key() of each skill, distinct and sorted; kept by a trigger (migration 0022), never written. */
  skillKeys: ColumnType<string[], never, never>;
  /** 'kenya' or 'india', generated from the location (migration 0005); never written. */
  country: ColumnType<'kenya' | 'india' | null, never, never>;
  /** The résumé's file name in the private résumé folder (migration 0040); null without one. */
  resumePath: Generated<string | null>;
  resumeUploadedAt: NullableTimestamp;
  /** Clients may read the résumé only when true; the owner and admins always may. */
  resumeVisibleToClients: Generated<boolean>;
}

export interface ClientProfilesTable {
  id: Generated<number>;
  userId: number;
  companyName: string | null;
  companySize: string | null;
  industry: string | null;
  description: string | null;
  location: string | null;
  websiteUrl: string | null;
  /** The company opted in to being named among those hiring on the public pages (migration 0034). */
  listedPublicly: Generated<boolean>;
  /** Printed on invoices (migration 0044): VAT, GST, KRA PIN or EIN number, and its kind. */
  taxNumber: string | null;
  taxNumberKind: 'vat' | 'gst' | 'kra_pin' | 'ein' | 'other' | null;
  /** ISO 3166-1 alpha-2; chooses the bank accounts an invoice's payment instructions list. */
  country: string | null;
  billingAddress: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface JobsTable {
  id: Generated<number>;
  clientId: number;
  title: string;
  description: string;
  requiredSkills: ColumnType<string[], string[], string[]>;
  projectLength: 'short-term' | 'medium-term' | 'long-term';
  projectType: 'full-time' | 'part-time' | 'contract';
  location: string;
  minBudget: number;
  maxBudget: number;
  budgetType: Generated<'hourly' | 'fixed'>;
  category: string | null;
  experienceLevel: string | null;
  status: Generated<'open' | 'closed'>;
  /** Shown on the public job board (/open-jobs) and in the sitemap while open (migration 0032). */
  listedPublicly: Generated<boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  /**
   * Generated from title, skills and description (migration 0002); read by search, never written.
   * Nullable as the catalog has it: PostgreSQL marks a generated column nullable.
   */
  searchVector: ColumnType<string | null, never, never>;
  /** skill_key() of each required skill, distinct and sorted; kept by a trigger (migration 0022), never written. */
  skillKeys: ColumnType<string[], never, never>;
}

/**
 * Every word of any job's search document, added by a trigger (migrations 0052, 0054); read to expand
 * a typed prefix. Not unique: jobs posted at the same moment may both add a new word.
 */
export interface JobSearchWordsTable {
  word: string;
}

export interface JobApplicationsTable {
  id: Generated<number>;
  jobId: number;
  developerId: number;
  coverLetter: string;
  proposedRate: number;
  estimatedHours: number | null;
  availableStartDate: DateText;
  status: Generated<'pending' | 'interview' | 'accepted' | 'rejected' | 'withdrawn'>;
  /** Set with a rejection (one of REJECTION_REASONS), cleared when the status moves on. */
  rejectionReason: Generated<string | null>;
  rejectionNote: Generated<string | null>;
  /** 1, or 2 for the one application sent again after a withdrawal or rejection. */
  attempt: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface JobInvitationsTable {
  id: Generated<number>;
  jobId: number;
  developerId: number;
  message: string | null;
  createdAt: Generated<Date>;
}

export interface ConversationsTable {
  id: Generated<number>;
  /** The two participants, stored with the smaller user id first so a pair has one row per job. */
  userAId: number;
  userBId: number;
  jobId: number | null;
  createdAt: Generated<Date>;
  lastMessageAt: NullableTimestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  conversationId: number;
  senderId: number;
  receiverId: number;
  content: string;
  clientMessageId: string | null;
  readAt: NullableTimestamp;
  createdAt: Generated<Date>;
}

export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  type: 'job_application' | 'message' | 'contract_update' | 'success' | 'warning' | 'error' | 'other';
  title: string;
  message: string;
  link: string | null;
  isRead: Generated<boolean>;
  createdAt: Generated<Date>;
}

export interface VettingProject {
  name: string;
  description: string;
  link: string | null;
}

export interface VettingSubmissionsTable {
  id: Generated<number>;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  githubUrl: string;
  linkedinUrl: string;
  portfolioUrl: string | null;
  resumeUrl: string | null;
  areaOfExpertise: string;
  experienceLevel: string;
  skills: ColumnType<string[], string[], string[]>;
  bio: string;
  projects: Json<VettingProject[]>;
  /** null while pending, then true (approved) or false (rejected). */
  isApproved: boolean | null;
  reviewedAt: NullableTimestamp;
  reviewedBy: number | null;
  /** With a rejection: one of REJECTION_REASONS (optional for vetting) and a note. */
  rejectionReason: Generated<string | null>;
  rejectionNote: Generated<string | null>;
  createdAt: Generated<Date>;
  /** The developer account that submitted it while signed in (one developer path), else null. */
  submittedBy: Generated<number | null>;
  /** 1, then one more each time a rejected applicant applies again (its stages are per round). */
  round: Generated<number>;
  /** The language the form was filled in (LOCALES): the emails to a person without an account use it. */
  locale: Generated<string | null>;
}

export interface Database
  extends BankTables,
    BillingTables,
    ContractTables,
    DeveloperBackgroundTables,
    InterviewTables,
    IntroductionTables,
    JobTables,
    LedgerTables,
    PayoutTables,
    PlatformTables,
    SavedTables,
    TwoFactorTables,
    VettingAssessmentTables,
    VettingReferenceTables,
    VettingStageTables,
    WebhookTables {
  users: UsersTable;
  authSessions: AuthSessionsTable;
  developerProfiles: DeveloperProfilesTable;
  clientProfiles: ClientProfilesTable;
  jobs: JobsTable;
  jobSearchWords: JobSearchWordsTable;
  jobApplications: JobApplicationsTable;
  jobInvitations: JobInvitationsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  notifications: NotificationsTable;
  vettingSubmissions: VettingSubmissionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type DeveloperProfileRow = Selectable<DeveloperProfilesTable>;
export type ClientProfileRow = Selectable<ClientProfilesTable>;
export type JobRow = Selectable<JobsTable>;
export type JobApplicationRow = Selectable<JobApplicationsTable>;
export type VettingSubmissionRow = Selectable<VettingSubmissionsTable>;
