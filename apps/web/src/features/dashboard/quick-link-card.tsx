import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { QuickLink } from './quick-links';

/** A whole-card link to one of the dashboard's quick actions. */
export function QuickLinkCard({ link }: { link: QuickLink }) {
  const Icon = link.icon;
  return (
    <Link
      to={link.to}
      className="group flex h-full flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-card transition-colors hover:border-accent/50 hover:bg-surface-raised"
    >
      <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="flex flex-col gap-1">
        <span className="flex items-center gap-2 font-semibold text-ink">
          {link.label}
          <ArrowRight
            aria-hidden="true"
            className="size-4 text-ink-subtle transition-transform group-hover:translate-x-0.5 group-hover:text-accent"
          />
        </span>
        <span className="text-sm text-ink-muted">{link.description}</span>
      </span>
    </Link>
  );
}
