import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSignedIn } from '@/features/auth/guards';

/** Every screen below needs a signed-in user; visitors go to /login and come back after. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: requireSignedIn,
  component: Outlet,
});
