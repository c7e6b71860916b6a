import { createFileRoute } from '@tanstack/react-router';
import { ForDevelopersPage } from '@/features/marketing/for-developers-page';

export const Route = createFileRoute('/for-developers')({ component: ForDevelopersPage });
