import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, type TAuditEntry } from '@talanta/schema';
import { Badge } from '@talanta/ui';
import { formatMoment } from '@/lib/format-day';
import { formatRelativeTime } from '@/lib/relative-time';
import { useNow } from '@/lib/use-now';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { auditChanges } from './audit-changes';

/** One audit row: what, by whom, on what, when, and what changed. */
export function AuditEntryRow({ entry }: { entry: TAuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  const timeZone = useViewerTimeZone();
  const now = useNow();
  const target = `${AUDIT_TARGET_LABELS[entry.targetType]}${entry.targetId === null ? '' : ` #${entry.targetId}`}`;
  return (
    <li className="flex flex-col gap-2 py-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge
          variant={entry.action === 'user.delete' || entry.action === 'job.delete' ? 'danger' : 'accent'}
        >
          {AUDIT_ACTION_LABELS[entry.action]}
        </Badge>
        <span className="text-sm text-ink">{target}</span>
        <span className="text-sm text-ink-muted">by {entry.actorEmail}</span>
        <time
          dateTime={entry.createdAt}
          title={formatMoment(entry.createdAt, timeZone)}
          className="ml-auto text-xs text-ink-subtle"
        >
          {formatMoment(entry.createdAt, timeZone)} · {formatRelativeTime(entry.createdAt, now)}
        </time>
      </div>
      {changes.length > 0 && (
        <ul className="flex flex-col gap-0.5 font-mono text-xs text-ink-muted">
          {changes.slice(0, 6).map((change) => (
            <li key={change} className="break-all">
              {change}
            </li>
          ))}
        </ul>
      )}
      <details className="text-xs text-ink-muted">
        <summary className="cursor-pointer text-ink-subtle hover:text-ink">Before and after</summary>
        <div className="mt-2 grid gap-2 md:grid-cols-2">
          <pre className="overflow-x-auto rounded-md border border-line bg-surface-raised p-2">
            {JSON.stringify(entry.before, null, 2)}
          </pre>
          <pre className="overflow-x-auto rounded-md border border-line bg-surface-raised p-2">
            {JSON.stringify(entry.after, null, 2)}
          </pre>
        </div>
      </details>
    </li>
  );
}
