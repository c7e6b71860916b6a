import type { RestRoute } from '../route';

export const onboardingRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/developer/apply',
    procedure: 'onboarding.submitApplication',
    status: 201,
    tag: 'Onboarding',
    summary: 'Apply to join as Tech Talent (the five-step onboarding application)',
  },
];
