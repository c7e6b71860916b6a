import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/shell/coming-soon';

export const Route = createFileRoute('/registration-success')({
  component: () => (
    <ComingSoonPage
      title="Welcome to Talanta"
      description="Your account is ready. Here is what happens next."
    />
  ),
});
