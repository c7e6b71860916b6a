import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/shell/coming-soon';

export const Route = createFileRoute('/privacy')({
  component: () => (
    <ComingSoonPage
      title="Privacy Policy"
      description="How Talanta collects, uses and protects your personal data."
    />
  ),
});
