import type { EmailAttachment } from '@talanta/db';
import type { DIGEST_EMAIL_KIND, TEmailKind } from '@talanta/schema';
import type { Locale } from '@talanta/schema/i18n';

/**
 * What an email says, as data: the one layout renders it to HTML (react-email) and to plain text,
 * so both parts always carry the same facts and links.
 */
export type EmailBlock =
  | { paragraph: string }
  /** A section's title inside the email, such as a kind of update in a digest. */
  | { heading: string }
  /** Label and value pairs, such as "Reason" or "Amount". */
  | { facts: { label: string; value: string }[] }
  /** A bulleted list, such as interview times or the messages that arrived. */
  | { list: string[] }
  /** Someone's own words, such as a reviewer's note or a message. */
  | { quote: { label: string; text: string } }
  /** Entries that each open somewhere: a linked title and a line under it (a digest's updates). */
  | { links: { title: string; text: string; url: string | null }[] }
  /** The main button; the text part prints the URL. */
  | { action: { label: string; url: string } };

export interface EmailContent {
  /** The email's kind; `digest` is the digest email itself (see email-digests.ts). */
  kind: TEmailKind | typeof DIGEST_EMAIL_KIND;
  to: string;
  /** The recipient's language (issue 41): its frame (sign-off, footer) is drawn in it; English if absent. */
  locale?: Locale;
  /** The account the email is for; null for addresses without one (no unsubscribe link then). */
  userId: number | null;
  subject: string;
  /** The line mail apps show after the subject. */
  preview: string;
  /** "Hello Ada," */
  greeting: string;
  blocks: EmailBlock[];
  /** The closing lines; "The Talanta team" (in the email's language) when not given. */
  signoff?: string[];
  attachments?: EmailAttachment[];
  /** Why they got it, for a person without an account (the footer's first line); else by kind. */
  footerReason?: string;
  /**
   * What a digest lists when the recipient gathers this kind into one: a line and a link. By
   * default the preview and the first action's URL.
   */
  digest?: { summary: string; link: string | null };
}
