import type { EmailContent } from '../mail/email-content';

/** One developer in a "Meet your matches" email. */
export interface IntroducedDeveloper {
  /** The developer profile's id: their public page is /developer/{id}. */
  developerId: number;
  name: string;
  title: string | null;
  score: number;
  reasons: string[];
}

const people = (count: number) => (count === 1 ? '1 developer' : `${count} developers`);

/**
 * "Meet your matches" (issue 40): the developers introduced to a client's job, each with the
 * match's reasons and a link to their profile, and a button to the job with all its matches.
 */
export function meetYourMatchesEmail(
  client: { id: number; firstName: string; email: string },
  job: { id: number; title: string },
  introduced: IntroducedDeveloper[],
  origin: string,
): EmailContent {
  const names = introduced.map((developer) => developer.name).join(', ');
  return {
    kind: 'introduction',
    to: client.email,
    userId: client.id,
    subject: `Meet your matches for "${job.title}"`,
    preview: `${people(introduced.length)} who fit your job: ${names}.`,
    greeting: `Hello ${client.firstName},`,
    blocks: [
      {
        paragraph: `We introduce ${people(introduced.length)} who fit your job "${job.title}" well: approved on Talanta, with most of the skills you asked for. Here is why each one fits.`,
      },
      {
        links: introduced.map((developer) => ({
          title: `${developer.name}${developer.title ? `, ${developer.title}` : ''}: ${developer.score}% match`,
          text: developer.reasons.join(' · '),
          url: `${origin}/developer/${developer.developerId}`,
        })),
      },
      { paragraph: 'Invite the ones you like to apply, or message them, from your job page.' },
      { action: { label: 'See your matches', url: `${origin}/jobs/${job.id}` } },
    ],
    digest: {
      summary: `${people(introduced.length)} introduced to "${job.title}"`,
      link: `${origin}/jobs/${job.id}`,
    },
  };
}
