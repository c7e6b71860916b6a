import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/shell/coming-soon';

export const Route = createFileRoute('/developer-onboarding')({
  component: () => (
    <ComingSoonPage
      title="Apply as Tech Talent"
      description="Tell us about your skills and projects in five short steps. Our team reviews every application."
    />
  ),
});
