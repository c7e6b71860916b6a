import type {
  BUDGET_TYPES,
  JOB_CATEGORIES,
  JOB_EXPERIENCE_LEVELS,
  PROFILE_SKILLS,
  PROJECT_LENGTHS,
  PROJECT_TYPES,
} from '@talanta/schema';
import type { DemoClientEmail } from './clients';

export interface DemoJob {
  /** How other demo rows refer to this job before it has an id. */
  key: string;
  client: DemoClientEmail;
  title: string;
  description: string;
  requiredSkills: readonly (typeof PROFILE_SKILLS)[number][];
  projectLength: (typeof PROJECT_LENGTHS)[number];
  projectType: (typeof PROJECT_TYPES)[number];
  location: string;
  /** Per hour when hourly; the whole project when fixed. */
  minBudget: number;
  maxBudget: number;
  budgetType: (typeof BUDGET_TYPES)[number];
  category: (typeof JOB_CATEGORIES)[number];
  experienceLevel: (typeof JOB_EXPERIENCE_LEVELS)[number];
  status: 'open' | 'closed';
  daysAgo: number;
  /** When a closed job stopped taking applications. */
  closedDaysAgo?: number;
}
