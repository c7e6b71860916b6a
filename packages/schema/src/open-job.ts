import { z } from 'zod';
import { jobPageFields, ZJob } from './job';
import { JOB_LIMITS } from './job-limits';

/**
 * A job on the public job board (/open-jobs, issue 40): what a visitor and a search engine may
 * read. Developers see the same on Job Details, less the client's own name: the company shows
 * when the client has named it, else "Client #{clientId}" as on Job Details.
 */
export const ZOpenJob = ZJob.pick({
  id: true,
  title: true,
  description: true,
  requiredSkills: true,
  projectLength: true,
  projectType: true,
  location: true,
  isRemote: true,
  minBudget: true,
  maxBudget: true,
  budgetType: true,
  category: true,
  experienceLevel: true,
  clientId: true,
  createdAt: true,
}).extend({
  /** From the client's company profile; null until the client fills it in. */
  companyName: z.string().nullable(),
});
export type TOpenJob = z.infer<typeof ZOpenJob>;

/** GET /api/open-jobs: a page of the board, newest first (20 jobs unless `limit` says). */
export const ZOpenJobListInput = z.object(jobPageFields(JOB_LIMITS.browsePageSize)).prefault({});
export type TOpenJobListInput = z.input<typeof ZOpenJobListInput>;

/** One page of the board; over REST the body is `jobs` and X-Total-Count carries `total`. */
export const ZOpenJobPage = z.object({
  jobs: z.array(ZOpenJob),
  /** Every job on the board, counted up to LIMITS.searchCountCap (`totalIsCapped` past it). */
  total: z.number().int(),
  totalIsCapped: z.boolean(),
});
export type TOpenJobPage = z.infer<typeof ZOpenJobPage>;
