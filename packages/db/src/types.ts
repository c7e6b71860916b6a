import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { EmailAttachment, InterviewTables } from './interview-types';

/** Timestamps are written as Date or ISO text and always read back as Date. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** `date` columns are read as 'YYYY-MM-DD' text on both drivers (see create-db.ts). */
type DateText = ColumnType<string | null, string | null | undefined, string | null>;
type Json<T> = ColumnType<T, string, string>;

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
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface AuthSessionsTable {
  id: string;
  userId: number;
  secretHash: Uint8Array;
  createdAt: Generated<Date>;
  expiresAt: Timestamp;
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
  /** 'kenya' or 'india', generated from the location (migration 0005); never written. */
  country: ColumnType<'kenya' | 'india' | null, never, never>;
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
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  /** Generated from title, skills and description (migration 0002); read by search, never written. */
  searchVector: ColumnType<string, never, never>;
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
}

export interface PasswordResetTokensTable {
  tokenHash: string;
  userId: number;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: Generated<Date>;
}

export type EmailTokenPurpose = 'verify-email' | 'undo-email-change';

/** Single-use emailed tokens: `email` is the address to verify, or the old one an undo restores. */
export interface EmailTokensTable {
  tokenHash: string;
  userId: number;
  purpose: EmailTokenPurpose;
  email: string;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: Generated<Date>;
}

/** One fixed-window counter of auth attempts (key names the limit, e.g. "ip:1.2.3.4"). */
export interface AuthRateLimitsTable {
  key: string;
  hits: number;
  resetsAt: Timestamp;
}

/** A forgot-password request waiting to be worked on (after its answer was sent). */
export interface PasswordResetRequestsTable {
  id: Generated<number>;
  email: string;
  linkOrigin: string;
  createdAt: Generated<Date>;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  bodyText: string;
  attempts: Generated<number>;
  lastError: string | null;
  sentAt: NullableTimestamp;
  createdAt: Generated<Date>;
  /** Not tried before this: the claim's lease while a sender holds it, the backoff after a failure. */
  nextAttemptAt: Generated<Date>;
  attachments: ColumnType<EmailAttachment[] | null, string | null | undefined, string | null>;
}

export interface EventStreamsTable {
  userId: number;
  lastSeq: number;
}

export interface UserEventsTable {
  userId: number;
  seq: number;
  type: string;
  payload: ColumnType<unknown, string, string>;
  createdAt: Generated<Date>;
}

/** An anonymous @fastify/session session (migration 0006); `data` is the session as JSON. */
export interface HttpSessionsTable {
  sid: string;
  data: Json<Record<string, unknown>>;
  expiresAt: Timestamp;
}

/** One admin action (migration 0007): who did what to which record, with the record before and after. */
export interface AuditLogTable {
  id: Generated<number>;
  /** null once the acting admin's account is deleted; `actorEmail` keeps who it was. */
  actorId: number | null;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: number | null;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  createdAt: Generated<Date>;
}

/** An approved applicant's invitation to create their developer account (migration 0007). */
export interface InvitationsTable {
  id: Generated<number>;
  /** SHA-256 of the token in the emailed link; the token itself is never stored. */
  tokenHash: string;
  email: string;
  vettingSubmissionId: number;
  invitedBy: number | null;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  /** The account the invitation was applied to. */
  usedBy: number | null;
  revokedAt: NullableTimestamp;
  createdAt: Generated<Date>;
}

export interface Database extends InterviewTables {
  users: UsersTable;
  authSessions: AuthSessionsTable;
  developerProfiles: DeveloperProfilesTable;
  clientProfiles: ClientProfilesTable;
  jobs: JobsTable;
  jobApplications: JobApplicationsTable;
  jobInvitations: JobInvitationsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  notifications: NotificationsTable;
  vettingSubmissions: VettingSubmissionsTable;
  passwordResetTokens: PasswordResetTokensTable;
  emailOutbox: EmailOutboxTable;
  eventStreams: EventStreamsTable;
  userEvents: UserEventsTable;
  httpSessions: HttpSessionsTable;
  auditLog: AuditLogTable;
  invitations: InvitationsTable;
  emailTokens: EmailTokensTable;
  authRateLimits: AuthRateLimitsTable;
  passwordResetRequests: PasswordResetRequestsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type DeveloperProfileRow = Selectable<DeveloperProfilesTable>;
export type ClientProfileRow = Selectable<ClientProfilesTable>;
export type JobRow = Selectable<JobsTable>;
export type JobApplicationRow = Selectable<JobApplicationsTable>;
export type VettingSubmissionRow = Selectable<VettingSubmissionsTable>;
