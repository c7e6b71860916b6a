import type { ReactNode } from 'react';
import { Page } from '@/features/shell/page';

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
 * A legal text: its h1, version and date, a table of contents linking to each h2 section, and
 * the sections in a readable measure (one column at 390 px).
 */
export function LegalDocument({ title, description, version, sections }: LegalDocumentProps) {
  return (
    <Page title={title} description={description}>
      <div className="flex max-w-3xl flex-col gap-8">
        <p className="text-sm text-ink-muted">
          Version {version} · in force from {version} (UTC)
        </p>
        <nav aria-labelledby="legal-contents" className="rounded-lg border border-line bg-surface p-5">
          <h2 id="legal-contents" className="mb-3 text-base font-semibold text-ink">
            Contents
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
