/**
 * What the "Verified" badge means (issue 38, ADR 0029), without zod: every screen that shows the
 * badge shows these words too.
 */
export const VERIFIED_MEANING = 'Identity checked by Talanta';

/** The longer explanation, on /how-it-works#verified. */
export const VERIFIED_EXPLANATION =
  'A Talanta admin matched the developer to their photo ID on a video call before marking the profile Verified; every change of the mark is recorded. Vetting (the assessment, interview and references) is shown separately, as the stages the developer passed.';

/** What an admin checks before marking a developer Verified (the super-admin's developer list). */
export const VERIFIED_CHECK_FOR_ADMINS =
  'Verify only after matching the developer to their photo ID on a video call.';
