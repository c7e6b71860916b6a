import { INDIAN_DEVELOPERS } from './developers-india';
import { KENYAN_DEVELOPERS } from './developers-kenya';

/** Half from Kenya, half from India, each with a few recent sign-ups not yet approved. */
export const DEMO_DEVELOPERS = [...KENYAN_DEVELOPERS, ...INDIAN_DEVELOPERS] as const;

export type DemoDeveloperEmail = (typeof DEMO_DEVELOPERS)[number]['email'];
