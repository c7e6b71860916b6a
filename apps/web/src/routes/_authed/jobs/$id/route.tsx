import { createFileRoute, Outlet } from '@tanstack/react-router';
import { parseNumericId } from '@/lib/route-params';

/** /jobs/{id}: numeric ids only; /jobs/abc is the 404 screen. Any signed-in user may look. */
export const Route = createFileRoute('/_authed/jobs/$id')({
  loader: ({ params }) => ({ jobId: parseNumericId(params.id) }),
  component: Outlet,
});
