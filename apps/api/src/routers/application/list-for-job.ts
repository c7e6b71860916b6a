import { findJobApplications, toJobApplication } from '@talanta/db';
import { ZJobApplication, ZJobIdInput } from '@talanta/schema';
import { z } from 'zod';
import { jobOwnerProcedure } from '../job/job-owner-procedure';

/** The Applications card of Job Details: every application to the owner's job, newest first. */
export const listForJob = jobOwnerProcedure(ZJobIdInput)
  .output(z.array(ZJobApplication))
  .query(async ({ ctx }) => {
    const applications = await findJobApplications(ctx.db, ctx.job.id);
    return applications.map(toJobApplication);
  });
