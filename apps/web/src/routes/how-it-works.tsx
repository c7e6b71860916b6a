import { createFileRoute } from '@tanstack/react-router';
import { HowItWorksPage } from '@/features/marketing/how-it-works-page';

export const Route = createFileRoute('/how-it-works')({ component: HowItWorksPage });
