import { Alert } from '@talanta/ui';
import { Link } from '@tanstack/react-router';

/**
 * Whether the public can find this developer yet: only approved profiles are listed, and a listed
 * profile without the hourly rate, availability and location that clients filter on is not yet
 * "live" in any useful sense (issue 38), so the notice says what is missing instead.
 */
export function ApprovalNotice({
  profileId,
  approved,
  missingFilters,
}: {
  profileId: number;
  approved: boolean;
  /** The fields clients filter on that the profile lacks, as labels ("hourly rate"). */
  missingFilters: readonly string[];
}) {
  const link = (
    <Link
      to="/developer/$id"
      params={{ id: String(profileId) }}
      className="font-semibold text-accent hover:underline"
    >
      {approved ? 'View your public profile' : 'Preview your public profile'}
    </Link>
  );
  if (!approved) {
    return (
      <Alert tone="info" title="Your profile is under review">
        Our team reviews new profiles within 3-5 business days. Until it is approved, only you can see it.{' '}
        {link}
      </Alert>
    );
  }
  if (missingFilters.length > 0) {
    return (
      <Alert tone="info" title="Approved: add what clients search by">
        Your profile is approved, but businesses filter by {listOf(missingFilters)}, which it does not have
        yet. Add {missingFilters.length === 1 ? 'it' : 'them'} above so searches find you. {link}
      </Alert>
    );
  }
  return (
    <Alert tone="success" title="Your profile is live">
      Businesses can find you in search and on the home page. {link}
    </Alert>
  );
}

/** "hourly rate", "hourly rate and location", "hourly rate, availability and location". */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
