import { z } from 'zod';

/** POST/DELETE /api/uploads/resume: when the stored résumé was uploaded (null once removed). */
export const ZResumeResult = z.object({
  resumeUploadedAt: z.string().meta({ format: 'date-time' }).nullable(),
});
export type TResumeResult = z.infer<typeof ZResumeResult>;

/** The stored PDF and the name it downloads under; the REST row sends the bytes themselves. */
export const ZResumeFile = z.object({ filename: z.string(), contentBase64: z.string() });
export type TResumeFile = z.infer<typeof ZResumeFile>;
