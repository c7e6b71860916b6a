import { PublicFigureList } from '@/features/marketing/public-figures';

/**
 * The hero's figures (spec 000 §1 named four invented ones; issue 40): the first four the database
 * supports, in this order of what a hiring business asks first.
 */
const HERO_FIGURES = [
  'companies',
  'approvedDevelopers',
  'introducedWithin24Hours',
  'medianDaysToHire',
  'averageRating',
  'paidToDevelopers',
] as const;

export function HeroStats() {
  return <PublicFigureList kinds={HERO_FIGURES} max={4} className="mt-16 max-w-4xl" />;
}
