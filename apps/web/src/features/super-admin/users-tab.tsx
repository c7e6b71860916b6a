import {
  ROLE_LABELS,
  type TUserDateFilter,
  type TUserRole,
  USER_DATE_FILTER_LABELS,
  USER_DATE_FILTERS,
  USER_ROLES,
} from '@talanta/schema';
import { buttonClasses, Input, Select } from '@talanta/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FileSpreadsheet, Search } from 'lucide-react';
import { useState } from 'react';
import { useSignedInUser } from '@/features/auth/session-user';
import { useTRPC } from '@/lib/trpc';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { LIST_PAGE_SIZE, ListPager } from './list-pager';
import { ListEmpty, listState } from './list-state';
import { UserRow } from './user-row';

const ROLE_FILTERS = [
  { value: 'all' as const, label: 'All Roles' },
  ...USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];
const DATE_FILTERS = USER_DATE_FILTERS.map((value) => ({ value, label: USER_DATE_FILTER_LABELS[value] }));

/** The registrations of the last 7 days as an Excel file (spec 001 §9), opened in a new tab. */
export const EXPORT_URL = '/api/super-admin/export-registrations?days=7';

/** User Management: search, role and date filters, the export, and each user's role and Delete. */
export function UsersTab() {
  const trpc = useTRPC();
  const me = useSignedInUser();
  // Today and the last 7 days are the days each row's Created date is shown in: the viewer's zone.
  const timeZone = useViewerTimeZone();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<'all' | TUserRole>('all');
  const [date, setDate] = useState<TUserDateFilter>('all');
  const [offset, setOffset] = useState(0);
  const settledSearch = useDebouncedValue(search.trim(), 250);
  const users = useQuery(
    trpc.superAdmin.listUsers.queryOptions(
      {
        search: settledSearch || undefined,
        role,
        date,
        timeZone,
        limit: LIST_PAGE_SIZE,
        offset,
      },
      { placeholderData: keepPreviousData },
    ),
  );

  const state = listState(users, { loading: 'Loading users', failed: 'Failed to load users' });
  let content: React.ReactNode;
  if (state || !users.data) content = state;
  else if (users.data.users.length === 0)
    content = <ListEmpty title="No users found" description="Try another search or filter." />;
  else
    content = (
      <>
        <ul className="divide-y divide-line">
          {users.data.users.map((user) => (
            <UserRow key={user.id} user={user} isSelf={user.id === me.id} />
          ))}
        </ul>
        <ListPager label="Users pages" offset={offset} total={users.data.total} onOffset={setOffset} />
      </>
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="relative w-full lg:max-w-xs">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle"
          />
          <Input
            type="search"
            aria-label="Search users"
            placeholder="Search users..."
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setOffset(0);
            }}
            className="pl-9"
          />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <Select
            aria-label="Filter by role"
            options={ROLE_FILTERS}
            value={role}
            onValueChange={(next) => {
              setRole(next || 'all');
              setOffset(0);
            }}
            className="sm:w-40"
          />
          <Select
            aria-label="Filter by creation date"
            options={DATE_FILTERS}
            value={date}
            onValueChange={(next) => {
              setDate(next || 'all');
              setOffset(0);
            }}
            className="sm:w-40"
          />
        </div>
        <a
          href={EXPORT_URL}
          target="_blank"
          rel="noopener"
          className={buttonClasses('secondary', 'field', 'lg:ml-auto')}
        >
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          Export to Excel
        </a>
      </div>
      {content}
    </div>
  );
}
