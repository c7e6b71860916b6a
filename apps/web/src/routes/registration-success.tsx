import { createFileRoute } from '@tanstack/react-router';
import { RegistrationSuccessPage } from '@/features/marketing/registration-success-page';

export const Route = createFileRoute('/registration-success')({ component: RegistrationSuccessPage });
