import type { ReactElement, ReactNode } from 'react';
import { Page } from '@/features/shell/page';
import { type MessageId, useT } from '@/lib/i18n';
import { Trans } from '@/lib/i18n-react';

export interface LegalSection {
  /** The anchor in the table of contents, e.g. "what-we-collect". */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  description: string;
  version: string;
  sections: LegalSection[];
}

/**
 * The day a version (YYYY-MM-DD, UTC) is in force from, as the page's language writes a date.
 * English keeps the version as written.
 */
function inForceFrom(version: string, locale: string): string {
  if (locale === 'en') return version;
  const day = new Date(`${version}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return version;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/**
 * A legal text: its h1, version and date, a table of contents linking to each h2 section, and
 * the sections in a readable measure (one column at 390 px). A translation says first that the
 * English text is the binding one.
 */
export function LegalDocument({ title, description, version, sections }: LegalDocumentProps) {
  const t = useT();
  return (
    <Page title={title} description={description}>
      <div className="flex max-w-3xl flex-col gap-8">
        {t.locale !== 'en' && (
          <p className="rounded-lg border border-line bg-surface p-4 text-sm text-ink">
            {t(
              'This is a translation for your convenience. The English version of this document is the binding one.',
            )}
          </p>
        )}
        <p className="text-sm text-ink-muted">
          {t('Version {version} · in force from {date} (UTC)', {
            version,
            date: inForceFrom(version, t.locale),
          })}
        </p>
        <nav aria-labelledby="legal-contents" className="rounded-lg border border-line bg-surface p-5">
          <h2 id="legal-contents" className="mb-3 text-base font-semibold text-ink">
            {t('Contents')}
          </h2>
          <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="rounded-sm text-accent hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-24"
          >
            <h2 id={`${section.id}-title`} className="mb-3 text-xl font-semibold text-ink">
              {index + 1}. {section.title}
            </h2>
            <div className="legal-body flex flex-col gap-3 text-base leading-relaxed text-ink-muted [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-ink [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </Page>
  );
}

/** The privacy contact, written once. */
export const PRIVACY_EMAIL = 'privacy@talanta.dev';

export function PrivacyEmail() {
  return (
    <a href={`mailto:${PRIVACY_EMAIL}`} className="rounded-sm text-accent underline underline-offset-2">
      {PRIVACY_EMAIL}
    </a>
  );
}

/** A link inside a legal paragraph. */
export const LEGAL_LINK_CLASS = 'rounded-sm text-accent underline underline-offset-2';

/**
 * One paragraph or list item of a legal text, in the page's language, with its markup: `<0>…</0>`
 * is the item's bold lead, `{email}` the privacy address, and any further numbered tags the
 * `components` given (a link, code).
 */
export function LegalText({ id, components }: { id: MessageId; components?: Record<string, ReactElement> }) {
  return <Trans id={id} components={{ 0: <strong />, ...components }} values={{ email: <PrivacyEmail /> }} />;
}
