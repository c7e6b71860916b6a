import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { CompanyProfilePage } from '@/features/profile/company-profile-page';

export const Route = createFileRoute('/_authed/client/profile')({
  beforeLoad: allowRoles('client'),
  component: CompanyProfilePage,
});
