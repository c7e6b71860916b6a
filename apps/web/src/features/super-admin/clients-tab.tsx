import { Avatar, Badge } from '@talanta/ui';
import { useQuery } from '@tanstack/react-query';
import { personName } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';
import { ListPager } from './list-pager';
import { ListSearch } from './list-search';
import { ListEmpty, listState } from './list-state';
import { useListControls } from './use-admin-list';

/** Client Management (read-only): name, Client badge, company, industry • company size, email. */
export function ClientsTab() {
  const trpc = useTRPC();
  const controls = useListControls();
  const clients = useQuery(trpc.superAdmin.listClients.queryOptions(controls.input, controls.options));
  const state = listState(clients, { loading: 'Loading clients', failed: 'Failed to load clients' });
  let content: React.ReactNode;
  if (state || !clients.data) content = state;
  else if (clients.data.clients.length === 0) content = <ListEmpty title="No clients found" />;
  else
    content = (
      <>
        <ul className="divide-y divide-line">
          {clients.data.clients.map((client) => {
            const name = personName(client.user);
            return (
              <li key={client.id} className="flex items-start gap-3 py-4">
                <Avatar name={name} />
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                    {name}
                    <Badge>Client</Badge>
                  </p>
                  <p className="text-sm text-ink">{client.companyName ?? 'No company name yet'}</p>
                  <p className="text-sm text-ink-muted">
                    {client.industry ?? 'Industry not set'} •{' '}
                    {client.companySize ? `${client.companySize} employees` : 'size not set'}
                  </p>
                  <p className="truncate text-sm text-ink-muted">{client.user.email}</p>
                </div>
              </li>
            );
          })}
        </ul>
        <ListPager
          label="Clients pages"
          offset={controls.offset}
          total={clients.data.total}
          onOffset={controls.setOffset}
        />
      </>
    );
  return (
    <div className="flex flex-col gap-4">
      <ListSearch
        label="Search clients"
        placeholder="Search clients..."
        value={controls.search}
        onChange={controls.setSearch}
      />
      {content}
    </div>
  );
}
