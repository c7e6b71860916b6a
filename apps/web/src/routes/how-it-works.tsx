import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/shell/coming-soon';

export const Route = createFileRoute('/how-it-works')({
  component: () => (
    <ComingSoonPage
      title="How It Works"
      description="Share your requirements, meet your matches within 24 hours, and start with a 2-week trial."
    />
  ),
});
