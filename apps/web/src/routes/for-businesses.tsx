import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/shell/coming-soon';

export const Route = createFileRoute('/for-businesses')({
  component: () => (
    <ComingSoonPage
      title="For Businesses"
      description="Hire the top 3% of Tech Talent from Kenya and India, matched within 24 hours."
    />
  ),
});
