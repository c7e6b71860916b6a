import type { TApplicationStatus } from '@talanta/schema';
import type { DemoDeveloperEmail } from './developers';
import type { DemoJobKey } from './jobs';

interface DemoJobApplicationBase {
  job: DemoJobKey;
  developer: DemoDeveloperEmail;
  coverLetter: string;
  /** USD per hour, also for fixed-price jobs (the apply form asks for an hourly rate). */
  proposedRate: number;
  estimatedHours: number | null;
  /** Stored as the available start date: this many days after applying. */
  startsAfterDays: number;
  daysAgo: number;
}

/** A decided application also says when the client decided, which dates the developer's notification. */
export type DemoJobApplication = DemoJobApplicationBase &
  ({ status: 'pending' } | { status: Exclude<TApplicationStatus, 'pending'>; decidedDaysAgo: number });
