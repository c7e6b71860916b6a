import type { TApplicationState } from '@talanta/schema';

/**
 * What a developer is told when a client moves their application (notification and dashboard), and
 * how the dashboard recalls their own withdrawal.
 */
export const STATUS_UPDATE_TEXTS: Record<
  TApplicationState,
  { title: string; describe(jobTitle: string): string }
> = {
  pending: {
    title: 'Application back under review',
    describe: (jobTitle) => `Your application for "${jobTitle}" is pending review again.`,
  },
  interview: {
    title: 'Interview requested',
    describe: (jobTitle) => `The client would like to interview you for "${jobTitle}".`,
  },
  accepted: {
    title: 'Application accepted',
    describe: (jobTitle) =>
      `Your application for "${jobTitle}" was accepted. You can now message the client.`,
  },
  rejected: {
    title: 'Application not selected',
    describe: (jobTitle) => `Your application for "${jobTitle}" was not selected this time.`,
  },
  withdrawn: {
    title: 'Application withdrawn',
    describe: (jobTitle) => `You withdrew your application for "${jobTitle}".`,
  },
};
