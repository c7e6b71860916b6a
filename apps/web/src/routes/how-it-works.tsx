import { createFileRoute } from '@tanstack/react-router';
import { HowItWorksPage } from '@/features/marketing/how-it-works-page';
import { HOW_IT_WORKS_META } from '@/features/marketing/visitor-page-meta';
import { pageHead } from '@/lib/page-meta';

export const Route = createFileRoute('/how-it-works')({
  head: () => pageHead(HOW_IT_WORKS_META),
  component: HowItWorksPage,
});
