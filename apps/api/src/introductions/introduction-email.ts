import type { EmailContent } from '../mail/email-content';
import { emailText } from '../mail/email-language';

/** One developer in a "Meet your matches" email. */
export interface IntroducedDeveloper {
  /** The developer profile's id: their public page is /developer/{id}. */
  developerId: number;
  name: string;
  title: string | null;
  score: number;
  reasons: string[];
}

/**
 * "Meet your matches" (issue 40): the developers introduced to a client's job, each with the
 * match's reasons and a link to their profile, and a button to the job with all its matches. The
 * reasons come already worded (in English) from the matching; the rest is in the client's language.
 */
export function meetYourMatchesEmail(
  client: { id: number; firstName: string; email: string; locale?: string | null },
  job: { id: number; title: string },
  introduced: IntroducedDeveloper[],
  origin: string,
): EmailContent {
  const t = emailText(client.locale);
  const names = introduced.map((developer) => developer.name).join(', ');
  const count = introduced.length;
  const jobTitle = job.title;
  return {
    kind: 'introduction',
    to: client.email,
    locale: t.locale,
    userId: client.id,
    subject: t('Meet your matches for "{jobTitle}"', { jobTitle }),
    preview: t('{count, plural, one {# developer} other {# developers}} who fit your job: {names}.', {
      count,
      names,
    }),
    greeting: t('Hello {firstName},', { firstName: client.firstName }),
    blocks: [
      {
        paragraph: t(
          'We introduce {count, plural, one {# developer} other {# developers}} who fit your job "{jobTitle}" well: approved on Talanta, with most of the skills you asked for. Here is why each one fits.',
          { count, jobTitle },
        ),
      },
      {
        links: introduced.map((developer) => ({
          title: t('{developer}: {score}% match', {
            developer: `${developer.name}${developer.title ? `, ${developer.title}` : ''}`,
            score: developer.score,
          }),
          text: developer.reasons.join(' · '),
          url: `${origin}/developer/${developer.developerId}`,
        })),
      },
      { paragraph: t('Invite the ones you like to apply, or message them, from your job page.') },
      { action: { label: t('See your matches'), url: `${origin}/jobs/${job.id}` } },
    ],
    digest: {
      summary: t('{count, plural, one {# developer} other {# developers}} introduced to "{jobTitle}"', {
        count,
        jobTitle,
      }),
      link: `${origin}/jobs/${job.id}`,
    },
  };
}
