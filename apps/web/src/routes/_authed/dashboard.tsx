import { Card, CardContent } from '@talanta/ui';
import { createFileRoute } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import { useSignedInUser } from '../../features/auth/session-user';
import { QuickLinkCard } from '../../features/dashboard/quick-link-card';
import { quickLinksFor } from '../../features/dashboard/quick-links';
import { Page } from '../../features/shell/page';

export const Route = createFileRoute('/_authed/dashboard')({
  component: DashboardPage,
});

const INTROS = {
  developer: 'Keep your profile sharp and find your next role.',
  client: 'Post a role or meet vetted Tech Talent for your team.',
  admin: 'Review developer applications and run the platform.',
} as const;

function DashboardPage() {
  const user = useSignedInUser();
  return (
    <Page title="Dashboard" heading={`Welcome, ${user.firstName}!`} description={INTROS[user.role]}>
      <section aria-labelledby="quick-actions" className="flex flex-col gap-4">
        <h2 id="quick-actions" className="text-lg font-semibold text-ink">
          Quick actions
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {quickLinksFor(user.role).map((link) => (
            <li key={link.to}>
              <QuickLinkCard link={link} />
            </li>
          ))}
        </ul>
      </section>
      {user.role !== 'admin' && (
        <Card className="mt-8">
          <CardContent className="flex items-start gap-4">
            <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <div className="flex flex-col gap-1">
              <h2 className="font-semibold text-ink">Your stats and recent activity are coming soon</h2>
              <p className="text-sm text-ink-muted">
                Figures about your{' '}
                {user.role === 'developer' ? 'applications and profile' : 'job posts and applicants'} will
                appear here once those features launch. Nothing here is made up in the meantime.
              </p>
            </div>
          </CardContent>
        </Card>
      )}
    </Page>
  );
}
