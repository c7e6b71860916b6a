import { ComingSoonPage } from '@/features/shell/coming-soon';

/** /interviews for developers and clients (issue 12). Placeholder until the screen is built. */
export function InterviewsPage() {
  return <ComingSoonPage title="Interviews" description="Your interviews, upcoming and past." />;
}
