import { createFileRoute, Outlet } from '@tanstack/react-router';
import { redirectSignedIn } from '@/features/auth/guards';

/** /login and /register: someone already signed in goes on to their home screen. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: redirectSignedIn,
  component: Outlet,
});
