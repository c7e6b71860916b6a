import { createFileRoute } from '@tanstack/react-router';
import { ForBusinessesPage } from '@/features/marketing/for-businesses-page';
import { loadPublicFigures } from '@/features/marketing/public-figures';
import { FOR_BUSINESSES_META } from '@/features/marketing/visitor-page-meta';
import { pageHead } from '@/lib/page-meta';

export const Route = createFileRoute('/for-businesses')({
  loader: ({ context }) => loadPublicFigures(context, { testimonials: true }),
  head: () => pageHead(FOR_BUSINESSES_META),
  component: ForBusinessesPage,
});
