import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/shell/coming-soon';

export const Route = createFileRoute('/terms')({
  component: () => (
    <ComingSoonPage title="Terms of Service" description="The terms that apply when you use Talanta." />
  ),
});
