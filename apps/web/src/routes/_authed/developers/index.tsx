import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { validateBrowseSearch } from '@/features/talent/browse-search';
import { DeveloperBrowse } from '@/features/talent/developer-browse';

/** Browse Developers for clients; search and filters live in the URL. */
export const Route = createFileRoute('/_authed/developers/')({
  beforeLoad: allowRoles('client'),
  validateSearch: validateBrowseSearch,
  component: BrowseDevelopersPage,
});

function BrowseDevelopersPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DeveloperBrowse
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
