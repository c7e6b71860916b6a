import { Alert } from '@talanta/ui';
import { Link } from '@tanstack/react-router';

/** Whether the public can find this developer yet (only approved profiles are listed). */
export function ApprovalNotice({ profileId, approved }: { profileId: number; approved: boolean }) {
  const link = (
    <Link
      to="/developer/$id"
      params={{ id: String(profileId) }}
      className="font-semibold text-accent hover:underline"
    >
      {approved ? 'View your public profile' : 'Preview your public profile'}
    </Link>
  );
  return approved ? (
    <Alert tone="success" title="Your profile is live">
      Businesses can find you in search and on the home page. {link}
    </Alert>
  ) : (
    <Alert tone="info" title="Your profile is under review">
      Our team reviews new profiles, usually within 24-48 hours. Until it is approved, only you can see it.{' '}
      {link}
    </Alert>
  );
}
