import { z } from 'zod';
import { nullAsAbsent, text, ZDeveloperId, ZId } from './fields';

/** A client invites a developer to apply to an open job (issue 12). */

export const JOB_INVITATION_LIMITS = { messageMax: 1000 } as const;

export const JOB_INVITATION_MESSAGES = {
  message: `Message must be at most ${JOB_INVITATION_LIMITS.messageMax} characters`,
  developerNotFound: 'Developer not found',
  jobClosed: 'Only an open job can take invitations',
  duplicate: 'This developer was already invited to this job',
} as const;

/** POST /api/jobs/:id/invitations: the job from the path, the developer by their developer id. */
export const ZJobInvitationInput = z.object({
  id: ZId,
  developerId: ZDeveloperId,
  message: nullAsAbsent(
    text(JOB_INVITATION_MESSAGES.message)
      .trim()
      .max(JOB_INVITATION_LIMITS.messageMax, JOB_INVITATION_MESSAGES.message),
  ).transform((value) => (value ? value : null)),
});
export type TJobInvitationInput = z.input<typeof ZJobInvitationInput>;

export const ZJobInvitation = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  developerId: z.number().int().describe("The developer's id (as GET /api/developers/{id} takes it)"),
  message: z.string().nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
});
export type TJobInvitation = z.infer<typeof ZJobInvitation>;
