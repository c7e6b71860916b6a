import { z } from 'zod';
import { ZUser } from './auth';
import { BUDGET_TYPES, JOB_STATUSES, LIMITS, PROJECT_LENGTHS, PROJECT_TYPES, USER_ROLES } from './constants';
import { ZDeveloperVetting } from './developer-vetting';
import { text, ZId } from './fields';
import { timeZoneField } from './time-zone';
import { DEFAULT_TIME_ZONE } from './time-zone-name';

/** Platform administration (spec 001 "Super Admin Dashboard", §3, §5, §7, §8). */

export const SUPER_ADMIN_LIMITS = {
  searchMax: 200,
  pageDefault: 100,
  pageMax: 100,
  offsetMax: 100_000,
  exportDaysMin: 1,
  exportDaysMax: 365,
} as const;

export const SUPER_ADMIN_MESSAGES = {
  roleUpdated: 'User role updated successfully',
  userDeleted: 'User deleted successfully',
  developerStatusUpdated: 'Developer status updated successfully',
  userDeletedRecordsKept: 'User deleted; their contracts and invoices are kept under "Deleted user"',
  jobDeleted: 'Job deleted successfully',
  userNotFound: 'User not found',
  developerNotFound: 'Developer not found',
  jobNotFound: 'Job not found',
  cannotDemoteSelf: 'You cannot demote yourself',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastAdminDemote: 'The last admin cannot be demoted',
  lastAdminDelete: 'The last admin cannot be deleted',
  exactlyOneStatus: 'Send exactly one of isApproved or isVerified',
  role: 'Role must be developer, client or admin',
  dateFilter: 'Date must be all, today, yesterday or week',
  timeZone: 'Unknown time zone',
  days: `Days must be a whole number from ${SUPER_ADMIN_LIMITS.exportDaysMin} to ${SUPER_ADMIN_LIMITS.exportDaysMax}`,
  search: `Search must be at most ${SUPER_ADMIN_LIMITS.searchMax} characters`,
  limit: `Limit must be a whole number from 1 to ${SUPER_ADMIN_LIMITS.pageMax}`,
  offset: `Offset must be a whole number from 0 to ${SUPER_ADMIN_LIMITS.offsetMax}`,
} as const;

/** Date filter of the user tab: calendar today and yesterday, and the last 7 days (spec 001 §5). */
export const USER_DATE_FILTERS = ['all', 'today', 'yesterday', 'week'] as const;
export type TUserDateFilter = (typeof USER_DATE_FILTERS)[number];
export const USER_DATE_FILTER_LABELS: Record<TUserDateFilter, string> = {
  all: 'All Time',
  today: 'Today',
  yesterday: 'Yesterday',
  week: 'Last 7 Days',
};

/** An IANA time zone ("Africa/Nairobi"); calendar days are counted in it. Default UTC. */
const dayTimeZone = timeZoneField(SUPER_ADMIN_MESSAGES.timeZone).default(DEFAULT_TIME_ZONE);

const limit = z.coerce
  .number<number>({ error: SUPER_ADMIN_MESSAGES.limit })
  .int(SUPER_ADMIN_MESSAGES.limit)
  .min(1, SUPER_ADMIN_MESSAGES.limit)
  .max(SUPER_ADMIN_LIMITS.pageMax, SUPER_ADMIN_MESSAGES.limit)
  .default(SUPER_ADMIN_LIMITS.pageDefault);
const offset = z.coerce
  .number<number>({ error: SUPER_ADMIN_MESSAGES.offset })
  .int(SUPER_ADMIN_MESSAGES.offset)
  .min(0, SUPER_ADMIN_MESSAGES.offset)
  .max(SUPER_ADMIN_LIMITS.offsetMax, SUPER_ADMIN_MESSAGES.offset)
  .default(0);
/** `limit` (default 100) and `offset` of the admin lists. */
export const ADMIN_PAGING = { limit, offset };
const search = text(SUPER_ADMIN_MESSAGES.search)
  .trim()
  .max(SUPER_ADMIN_LIMITS.searchMax, SUPER_ADMIN_MESSAGES.search)
  .optional()
  .transform((value) => value || undefined);

export const ZPlatformStats = z.object({
  totalUsers: z.number().int(),
  totalDevelopers: z.number().int(),
  /** Open jobs: the stat card reads "Active Jobs". */
  totalJobs: z.number().int(),
  /** Applications to jobs, in every status. */
  totalApplications: z.number().int(),
});
export type TPlatformStats = z.infer<typeof ZPlatformStats>;

/** GET /api/super-admin/users: email or full name, role, creation date; unfiltered it lists everyone. */
export const ZAdminUsersInput = z
  .object({
    search,
    role: z
      .union([z.enum(USER_ROLES), z.literal(['', 'all'])], { error: SUPER_ADMIN_MESSAGES.role })
      .optional()
      .transform((value) => (value === '' || value === 'all' ? undefined : value)),
    date: z
      .union([z.enum(USER_DATE_FILTERS), z.literal('')], { error: SUPER_ADMIN_MESSAGES.dateFilter })
      .optional()
      .transform((value) => (value === '' || value === undefined ? 'all' : value)),
    timeZone: dayTimeZone,
    limit,
    offset,
  })
  .prefault({});
export type TAdminUsersInput = z.input<typeof ZAdminUsersInput>;
export type TAdminUsersFilters = z.output<typeof ZAdminUsersInput>;

export const ZAdminUserPage = z.object({ users: z.array(ZUser), total: z.number().int() });
export type TAdminUserPage = z.infer<typeof ZAdminUserPage>;

export const ZAdminListInput = z.object({ search, limit, offset }).prefault({});
export type TAdminListInput = z.input<typeof ZAdminListInput>;

const ZPersonRef = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** Developer profile (super admin, spec 001 §3). */
export const ZAdminDeveloper = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string().nullable(),
  location: z.string().nullable(),
  hourlyRate: z.number().nullable(),
  isApproved: z.boolean(),
  isVerified: z.boolean(),
  createdAt: z.string().meta({ format: 'date-time' }),
  /** With whether their email is verified, for the reviewing admin. */
  user: ZPersonRef.extend({ emailVerified: z.boolean() }),
  /** Where their vetting application stands: what decides whether Approve is allowed. */
  vetting: ZDeveloperVetting,
});
export type TAdminDeveloper = z.infer<typeof ZAdminDeveloper>;
export const ZAdminDeveloperPage = z.object({
  developers: z.array(ZAdminDeveloper),
  total: z.number().int(),
});

/** Client profile (super admin, spec 001 §3). */
export const ZAdminClient = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  companyName: z.string().nullable(),
  industry: z.string().nullable(),
  companySize: z.string().nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
  user: ZPersonRef,
});
export type TAdminClient = z.infer<typeof ZAdminClient>;
export const ZAdminClientPage = z.object({ clients: z.array(ZAdminClient), total: z.number().int() });

/** Job (super admin, spec 001 §3); `budget` is the maximum budget, read with minBudget and maxBudget. */
export const ZAdminJob = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  budget: z.number(),
  minBudget: z.number(),
  maxBudget: z.number(),
  budgetType: z.enum(BUDGET_TYPES),
  requiredSkills: z.array(z.string()),
  location: z.string(),
  projectType: z.enum(PROJECT_TYPES),
  projectLength: z.enum(PROJECT_LENGTHS),
  clientId: z.number().int(),
  status: z.enum(JOB_STATUSES),
  createdAt: z.string().meta({ format: 'date-time' }),
  client: ZPersonRef.extend({ companyName: z.string().nullable() }),
});
export type TAdminJob = z.infer<typeof ZAdminJob>;
export const ZAdminJobPage = z.object({ jobs: z.array(ZAdminJob), total: z.number().int() });

const userId = ZId.describe("The user's id (a user of any role)");

export const ZUserIdInput = z.object({ userId });

export const ZRoleChangeInput = z.object({
  userId,
  role: z.enum(USER_ROLES, { error: SUPER_ADMIN_MESSAGES.role }),
});
export type TRoleChangeInput = z.input<typeof ZRoleChangeInput>;

export const ZRoleChangeResult = z.object({ message: z.string(), user: ZUser });

export const ZDeletedCounts = z.object({
  sessions: z.number().int(),
  jobs: z.number().int(),
  jobApplications: z.number().int(),
  conversations: z.number().int(),
  messages: z.number().int(),
  notifications: z.number().int(),
  vettingSubmissions: z.number().int(),
});
export type TDeletedCounts = z.infer<typeof ZDeletedCounts>;
export const ZDeleteUserResult = z.object({ message: z.string(), deleted: ZDeletedCounts });

/** PUT /api/super-admin/developers/{developerId}/status: exactly one flag, the changed one. */
export const ZDeveloperStatusInput = z
  .object({
    developerId: ZId.describe("The developer's id, as GET /api/developers/{id} takes it"),
    isApproved: z.boolean({ error: SUPER_ADMIN_MESSAGES.exactlyOneStatus }).optional(),
    isVerified: z.boolean({ error: SUPER_ADMIN_MESSAGES.exactlyOneStatus }).optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.isApproved === undefined) === (value.isVerified === undefined)) {
      ctx.addIssue({ code: 'custom', message: SUPER_ADMIN_MESSAGES.exactlyOneStatus });
    }
  });
export type TDeveloperStatusInput = z.input<typeof ZDeveloperStatusInput>;
export const ZDeveloperStatusResult = z.object({ message: z.string(), developer: ZAdminDeveloper });

export const ZJobIdParam = z.object({ jobId: ZId });
export const ZMessageOnly = z.object({ message: z.string() });

/** GET /api/super-admin/export-registrations?days=7 (spec 001 §9: a 7-day window by default). */
export const ZExportInput = z
  .object({
    days: z.coerce
      .number<number>({ error: SUPER_ADMIN_MESSAGES.days })
      .int(SUPER_ADMIN_MESSAGES.days)
      .min(SUPER_ADMIN_LIMITS.exportDaysMin, SUPER_ADMIN_MESSAGES.days)
      .max(SUPER_ADMIN_LIMITS.exportDaysMax, SUPER_ADMIN_MESSAGES.days)
      .default(LIMITS.exportWindowDays),
  })
  .prefault({});

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The workbook travels base64-encoded over tRPC; the REST path sends the file itself. */
export const ZExportResult = z.object({
  filename: z.string(),
  contentType: z.literal(XLSX_CONTENT_TYPE),
  contentBase64: z.string(),
  rowCount: z.number().int(),
});
export type TExportResult = z.infer<typeof ZExportResult>;

export const EXPORT_COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Role',
  'Company / Specialization',
  'Registration date',
] as const;

/**
 * Text a spreadsheet could run as a formula (=, +, -, @, tab or carriage return first) gets a
 * leading apostrophe. A phone number in international form (+ and digits only) cannot run and is
 * kept as written.
 */
export function neutralizeCell(value: string): string {
  if (/^\+\d{6,15}$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
