import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

/** The interview tables (migrations 0013, 0039), kept beside types.ts so that file stays small. */

export type InterviewStatus = 'proposed' | 'scheduled' | 'declined' | 'cancelled';

export interface InterviewsTable {
  id: Generated<number>;
  /** The job application it is for; null for a vetting interview (exactly one of the two is set). */
  applicationId: number | null;
  /** The vetting submission it is for (migration 0039); null for a job interview. */
  vettingSubmissionId: number | null;
  /** Who proposes the times: the job's client, or the admin who interviews for vetting. */
  hostId: number | null;
  developerId: number;
  status: InterviewStatus;
  meetingUrl: string | null;
  note: string | null;
  /** What the developer wrote when asking for other times. */
  declineNote: string | null;
  cancelReason: string | null;
  cancelledBy: number | null;
  /** The slot the developer accepted (status `scheduled`). */
  scheduledSlotId: number | null;
  /** The iCalendar SEQUENCE: raised on each change so calendars replace the earlier copy. */
  sequence: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface InterviewSlotsTable {
  id: Generated<number>;
  interviewId: number;
  startsAt: Timestamp;
  durationMinutes: number;
}

export type InterviewReminderKind = '24h' | '1h';

export interface InterviewRemindersTable {
  interviewId: number;
  kind: InterviewReminderKind;
  /** The start the reminder was for: a reschedule gets reminders of its own. */
  startsAt: Timestamp;
  createdAt: Generated<Date>;
}

/** A file attached to an outbox email (stored as JSON; text content, such as an .ics). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface InterviewTables {
  interviews: InterviewsTable;
  interviewSlots: InterviewSlotsTable;
  interviewReminders: InterviewRemindersTable;
}
