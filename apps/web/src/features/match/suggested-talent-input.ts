/** How many suggestions the job page shows; the rest are on Browse Tech Talent matched to the job. */
export const SUGGESTED_TALENT = 6;

/** job.matches' input for the job page's suggestions: the route prefetches what the card reads. */
export const suggestedTalentInput = (jobId: number) => ({ id: jobId, limit: SUGGESTED_TALENT });
