import { findFailingEmails } from '@talanta/db';
import { ZFailedEmailPage, ZFailedEmailsInput } from '@talanta/schema';
import { MAX_ATTEMPTS } from '../../mail/outbox';
import { adminProcedure } from '../../trpc/procedures';
import { toFailedEmail } from './failed-email';

/**
 * GET /api/admin/emails/failed: unsent emails with an error, newest first — those that used up
 * their attempts and those waiting for the next one — without their bodies; paged.
 */
export const listFailed = adminProcedure
  .input(ZFailedEmailsInput)
  .output(ZFailedEmailPage)
  .query(async ({ ctx, input }) => {
    const page = await findFailingEmails(ctx.db, { maxAttempts: MAX_ATTEMPTS, ...input });
    return { emails: page.emails.map(toFailedEmail), total: page.total };
  });
