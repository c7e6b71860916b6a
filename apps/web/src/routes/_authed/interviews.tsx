import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { InterviewsPage } from '@/features/interview/interviews-page';

export const Route = createFileRoute('/_authed/interviews')({
  beforeLoad: allowRoles('developer', 'client'),
  component: InterviewsPage,
});
