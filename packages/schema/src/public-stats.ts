import { z } from 'zod';

/**
 * The figures the public pages show (issue 40), computed from the database by `stats.public`
 * (GET /api/stats/public). The API answers every figure as it is, with the size of the sample it
 * comes from; the pages show one only above its floor (`shownPublicFigures`), so a young platform
 * shows fewer figures rather than padded ones. docs/public-figures.md defines each figure.
 */

const count = z.number().int().min(0);
const share = z.number().min(0).max(1);

export const ZPublicStats = z.object({
  /** Client accounts that are not deleted. */
  companies: count,
  /** Developers whose profile an admin approved, accounts not deleted. */
  approvedDevelopers: count,
  /** The developers' share (the lines, without the platform fee) of every paid invoice, in cents. */
  paidToDevelopersCents: count,
  /** The mean of the visible reviews clients wrote of developers, 1-5; null with no review. */
  averageRating: z.number().min(1).max(5).nullable(),
  reviewCount: count,
  /** Approved over decided vetting submissions; null before the first decision. */
  acceptanceRate: share.nullable(),
  vettingDecisions: count,
  /** Median hours from a job's posting to its first introduction, over jobs of the last 90 days. */
  medianHoursToFirstIntroduction: z.number().min(0).nullable(),
  introducedJobs: count,
  /** Share of the jobs posted 30 days to 24 hours ago that had an introduction within 24 hours. */
  introducedWithin24HoursShare: share.nullable(),
  jobsLast30Days: count,
  /** Median days from a job's posting to its first contract, over every job that led to one. */
  medianDaysToHire: z.number().min(0).nullable(),
  hiredJobs: count,
  /** Approved developers with a skill of each of SKILL_CATEGORIES, by the category's id. */
  developersBySkillCategory: z.record(z.string(), count),
  /** When the figures were computed (they are cached for a minute). */
  computedAt: z.string().meta({ format: 'date-time' }),
});
export type TPublicStats = z.infer<typeof ZPublicStats>;

/**
 * A testimonial: a visible review a client wrote of a developer and agreed to have quoted on the
 * public pages (issue 40). The author's name, company and industry as their profile has them.
 */
export const ZTestimonial = z.object({
  id: z.number().int(),
  quote: z.string(),
  /** 1-5 in half steps. */
  rating: z.number(),
  author: z.object({
    firstName: z.string(),
    lastName: z.string(),
    company: z.string().nullable(),
    industry: z.string().nullable(),
    imageUrl: z.string().nullable(),
  }),
  /** Who the review is about (first name only). */
  developerFirstName: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
});
export type TTestimonial = z.infer<typeof ZTestimonial>;

/** A client company that opted in to being named among those hiring; its picture is its logo. */
export const ZListedCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  industry: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type TListedCompany = z.infer<typeof ZListedCompany>;

/** How many testimonials and companies the public pages show at most. */
export const PUBLIC_LIST_LIMITS = { testimonials: 6, companies: 12 } as const;
