import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_LABELS,
  AUDIT_TARGET_TYPES,
  type TAuditAction,
  type TAuditTargetType,
} from '@talanta/schema';
import { Button, FormField, Input, Label, Select } from '@talanta/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '@/lib/trpc';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { AuditEntryRow } from './audit-entry';
import { LIST_PAGE_SIZE, ListPager } from './list-pager';
import { ListEmpty, listState } from './list-state';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }));
const TARGET_OPTIONS = AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: AUDIT_TARGET_LABELS[type] }));

interface AuditFilters {
  action: '' | TAuditAction;
  targetType: '' | TAuditTargetType;
  actor: string;
  from: string;
  to: string;
}
const NO_FILTERS: AuditFilters = { action: '', targetType: '', actor: '', from: '', to: '' };

/** A local calendar day as the instant it starts (or, for `to`, its last millisecond). */
function localDayBound(day: string, end: boolean): string | undefined {
  if (!day) return undefined;
  const value = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
}

/** The Audit Log tab: every admin action, newest first, filtered by action, actor, target and dates. */
export function AuditLogTab() {
  const trpc = useTRPC();
  const id = useId();
  const [filters, setFiltersState] = useState<AuditFilters>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const actor = useDebouncedValue(filters.actor.trim(), 250);
  const setFilters = (next: Partial<AuditFilters>) => {
    setFiltersState((current) => ({ ...current, ...next }));
    setOffset(0);
  };
  const invalidRange = Boolean(filters.from && filters.to && filters.from > filters.to);
  const log = useQuery(
    trpc.superAdmin.auditLog.queryOptions(
      {
        action: filters.action || undefined,
        targetType: filters.targetType || undefined,
        actor: actor || undefined,
        from: localDayBound(filters.from, false),
        to: localDayBound(filters.to, true),
        limit: LIST_PAGE_SIZE,
        offset,
      },
      { placeholderData: keepPreviousData, enabled: !invalidRange },
    ),
  );

  const state = listState(log, { loading: 'Loading the audit log', failed: 'Failed to load the audit log' });
  let content: React.ReactNode;
  if (invalidRange)
    content = (
      <ListEmpty title="Check the dates" description="The start date must not be after the end date." />
    );
  else if (state || !log.data) content = state;
  else if (log.data.entries.length === 0)
    content = (
      <ListEmpty
        title="No admin actions found"
        description="Actions appear here as admins review, change and export."
      />
    );
  else
    content = (
      <>
        <ul className="divide-y divide-line">
          {log.data.entries.map((entry) => (
            <AuditEntryRow key={entry.id} entry={entry} />
          ))}
        </ul>
        <ListPager label="Audit log pages" offset={offset} total={log.data.total} onOffset={setOffset} />
      </>
    );

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="grid grid-cols-2 gap-3 lg:grid-cols-6 lg:items-end">
        <legend className="sr-only">Filter the audit log</legend>
        <FormField label="Action">
          <Select
            options={ACTION_OPTIONS}
            placeholder="All actions"
            value={filters.action}
            onValueChange={(action) => setFilters({ action })}
          />
        </FormField>
        <FormField label="Target">
          <Select
            options={TARGET_OPTIONS}
            placeholder="All targets"
            value={filters.targetType}
            onValueChange={(targetType) => setFilters({ targetType })}
          />
        </FormField>
        <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
          <Label htmlFor={`${id}-actor`}>Actor</Label>
          <Input
            id={`${id}-actor`}
            type="search"
            placeholder="Admin email"
            value={filters.actor}
            onChange={(event) => setFilters({ actor: event.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            onChange={(event) => setFilters({ from: event.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.to}
            onChange={(event) => setFilters({ to: event.target.value })}
          />
        </div>
        <Button
          variant="ghost"
          size="field"
          className="col-span-2 lg:col-span-1"
          onClick={() => setFilters(NO_FILTERS)}
        >
          Clear filters
        </Button>
      </fieldset>
      {content}
    </div>
  );
}
