import { createFileRoute } from '@tanstack/react-router';
import { parseNumericId } from '@/lib/route-params';

/**
 * /jobs/{id}: numeric ids only; /jobs/abc is the 404 screen. Any signed-in user may look. The check
 * is in beforeLoad, which stays in the route tree: with no loader or component this layout has no
 * chunk of its own for a first visit to fetch.
 */
export const Route = createFileRoute('/_authed/jobs/$id')({
  beforeLoad: ({ params }) => {
    parseNumericId(params.id);
  },
});
