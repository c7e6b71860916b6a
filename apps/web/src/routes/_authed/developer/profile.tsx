import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { DeveloperProfilePage } from '@/features/profile/developer-profile-page';

export const Route = createFileRoute('/_authed/developer/profile')({
  beforeLoad: allowRoles('developer'),
  component: DeveloperProfilePage,
});
