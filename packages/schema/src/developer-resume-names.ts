/**
 * A developer's résumé (issue 38) without zod: the profile editor and the talent profile show these,
 * and a module that builds a zod schema at load would bring zod to those screens (ADR 0419).
 */

export const RESUME_LIMITS = { maxBytes: 5 * 1024 * 1024, label: '5 MB' } as const;

export const RESUME_MESSAGES = {
  tooLarge: `The résumé must be ${RESUME_LIMITS.label} or smaller`,
  badType: 'Choose a PDF file',
  notFound: 'Résumé not found',
  uploaded: 'Your résumé has been uploaded.',
  removed: 'Your résumé has been removed.',
  uploadFailed: 'Could not upload your résumé. Please try again.',
  removeFailed: 'Could not remove your résumé. Please try again.',
  shownToClients: 'Clients can now download your résumé.',
  hiddenFromClients: 'Your résumé is hidden from clients.',
  visibilityFailed: 'Could not save who may see your résumé. Please try again.',
} as const;
