import { cn } from '@talanta/ui';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title';

const WIDTHS = { content: 'max-w-content', '3xl': 'max-w-3xl', '5xl': 'max-w-5xl' } as const;

interface PageProps {
  /** The tab title ("Dashboard" → "Dashboard · Talanta") and, unless `heading` is set, the h1. */
  title: string;
  heading?: ReactNode;
  description?: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** How wide the screen's content may grow: the site's width, or narrower for reading and forms. */
  width?: keyof typeof WIDTHS;
  className?: string;
  children?: ReactNode;
}

/** The frame of every screen: document title, one h1, a description and the content. */
export function Page({
  title,
  heading,
  description,
  actions,
  width = 'content',
  className,
  children,
}: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={cn('mx-auto w-full px-4 py-8 sm:px-6 lg:px-8 lg:py-10', WIDTHS[width], className)}>
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="flex max-w-2xl flex-col gap-2">
          <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{heading ?? title}</h1>
          {description && <p className="text-base text-ink-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      </header>
      {children}
    </div>
  );
}
