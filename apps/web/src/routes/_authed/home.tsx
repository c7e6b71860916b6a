import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { HomePage } from '@/features/home/home-page';

export const Route = createFileRoute('/_authed/home')({
  beforeLoad: allowRoles('developer', 'client'),
  component: HomePage,
});
