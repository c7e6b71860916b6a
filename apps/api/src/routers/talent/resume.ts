import { findResumeOfProfile } from '@talanta/db';
import { RESUME_MESSAGES, ZIdInput, ZResumeFile } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { signedInProcedure } from '../../trpc/procedures';
import { readStoredResume } from '../profile/resume-storage';

/** The download's name: the developer's name, kept to letters, digits and dashes. */
function resumeFilename(firstName: string, lastName: string): string {
  const part = (name: string) =>
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${[part(firstName), part(lastName)].filter(Boolean).join('-') || 'developer'}-resume.pdf`;
}

/**
 * GET /api/developers/{id}/resume: the developer's résumé. The developer and admins always; clients
 * only when the developer shows it to them and the profile is approved. Anyone else, and a hidden or
 * missing résumé, is not found alike, so nobody learns that a hidden one exists (ADR 0030).
 */
export const resume = signedInProcedure
  .input(ZIdInput)
  .output(ZResumeFile)
  .query(async ({ ctx, input }) => {
    const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: RESUME_MESSAGES.notFound });
    const row = await findResumeOfProfile(ctx.db, input.id);
    if (!row?.resumePath) throw notFound();
    const { role, id } = ctx.user;
    const mayRead =
      id === row.userId ||
      role === 'admin' ||
      (role === 'client' && row.resumeVisibleToClients && row.isApproved);
    if (!mayRead) throw notFound();
    const bytes = await readStoredResume(ctx.services.config.uploadDir, row.resumePath);
    if (!bytes) throw notFound();
    return {
      filename: resumeFilename(row.firstName, row.lastName),
      contentBase64: bytes.toString('base64'),
    };
  });
