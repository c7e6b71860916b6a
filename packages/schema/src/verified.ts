/**
 * What the "Verified" badge means (issue 38, ADR 0029), without zod: every screen that shows the
 * badge shows these words too.
 */
export const VERIFIED_MEANING = 'Identity and email checked by Talanta';

/** The longer explanation, on /how-it-works#verified. */
export const VERIFIED_EXPLANATION =
  'A Talanta admin matched the developer to a photo ID on a video call, and the developer confirmed their email address. Vetting (the assessment, interview and references) is shown separately.';
