import {
  announceChange,
  createNotification,
  findActiveApplicantIds,
  findJobById,
  lockJobForEdit,
  updateJob as saveJob,
  toJob,
} from '@talanta/db';
import { JOB_MESSAGES, ZJob, ZUpdateJobInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { jobOwnerProcedure } from './job-owner-procedure';

function sameSkills(before: string[], after: string[]): boolean {
  const normalise = (skills: string[]) => [...new Set(skills.map((skill) => skill.toLowerCase()))].sort();
  return normalise(before).join('\n') === normalise(after).join('\n');
}

/**
 * PUT /api/jobs/:id: the owner edits an open job under the posting rules (a closed one is reopened
 * first, 409). Its applicants still in the pipeline are told when the budget or the skills change,
 * the terms they applied on; other edits are not worth a notice.
 */
export const update = jobOwnerProcedure(ZUpdateJobInput)
  .output(ZJob)
  .mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    await ctx.db.transaction().execute(async (trx) => {
      const before = await lockJobForEdit(trx, id);
      if (!before) throw new TRPCError({ code: 'NOT_FOUND', message: JOB_MESSAGES.notFound });
      if (before.status !== 'open')
        throw new TRPCError({ code: 'CONFLICT', message: JOB_MESSAGES.closedNotEditable });
      await saveJob(trx, id, fields);
      // Everyone who may have the job open: its owner, its applicants, and the admins' job list.
      const applicantIds = await findActiveApplicantIds(trx, id);
      await announceChange(trx, { userIds: [ctx.user.id, ...applicantIds], admins: true }, ['job']);
      const budgetChanged =
        before.minBudget !== fields.minBudget ||
        before.maxBudget !== fields.maxBudget ||
        before.budgetType !== fields.budgetType;
      const skillsChanged = !sameSkills(before.requiredSkills, fields.requiredSkills);
      if (!budgetChanged && !skillsChanged) return;
      const what = [budgetChanged ? 'budget' : '', skillsChanged ? 'required skills' : '']
        .filter(Boolean)
        .join(' and ');
      for (const developerId of applicantIds) {
        await createNotification(trx, {
          userId: developerId,
          type: 'contract_update',
          title: 'A job you applied to changed',
          message: `The client changed the ${what} of "${fields.title}".`,
          link: `/jobs/${id}`,
        });
      }
    });
    const job = await findJobById(ctx.db, id);
    if (!job) throw new Error(`job ${id} disappeared while it was edited`);
    return toJob(job);
  });
