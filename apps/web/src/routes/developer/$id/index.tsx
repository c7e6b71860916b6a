import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../features/shell/coming-soon';
import { parseNumericId } from '../../../lib/route-params';

/** A developer's public profile, opened from a card on the landing page. */
export const Route = createFileRoute('/developer/$id/')({
  loader: ({ params }) => ({ developerId: parseNumericId(params.id) }),
  component: () => (
    <ComingSoonPage
      title="Developer Profile"
      description="Skills, experience, rate, availability and links of this developer."
    />
  ),
});
