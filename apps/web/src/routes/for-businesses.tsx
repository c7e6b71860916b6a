import { createFileRoute } from '@tanstack/react-router';
import { ForBusinessesPage } from '@/features/marketing/for-businesses-page';

export const Route = createFileRoute('/for-businesses')({ component: ForBusinessesPage });
