import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/shell/coming-soon';

export const Route = createFileRoute('/for-developers')({
  component: () => (
    <ComingSoonPage
      title="For Developers"
      description="Join a community of vetted engineers working with companies worldwide."
    />
  ),
});
