import { Card, CardContent } from '@talanta/ui';
import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { PostJobForm } from '@/features/job/post-job-form';
import { Page } from '@/features/shell/page';

export const Route = createFileRoute('/_authed/post-job')({
  beforeLoad: allowRoles('client'),
  component: PostJobPage,
});

function PostJobPage() {
  return (
    <Page
      title="Post a Job"
      description="Describe the role, the skills you need and your budget. Vetted Tech Talent can apply as soon as it is posted."
      width="3xl"
    >
      <Card>
        <CardContent>
          <PostJobForm />
        </CardContent>
      </Card>
    </Page>
  );
}
