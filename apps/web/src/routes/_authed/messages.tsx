import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/messages')({
  component: () => (
    <ComingSoonPage title="Messages" description="Your conversations with clients and Tech Talent." />
  ),
});
