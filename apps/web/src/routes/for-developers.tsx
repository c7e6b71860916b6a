import { createFileRoute } from '@tanstack/react-router';
import { ForDevelopersPage } from '@/features/marketing/for-developers-page';
import { loadPublicFigures } from '@/features/marketing/public-figures';
import { FOR_DEVELOPERS_META } from '@/features/marketing/visitor-page-meta';
import { pageHead } from '@/lib/page-meta';

export const Route = createFileRoute('/for-developers')({
  loader: ({ context }) => loadPublicFigures(context),
  head: () => pageHead(FOR_DEVELOPERS_META),
  component: ForDevelopersPage,
});
