import { findQuotableReviews } from '@talanta/db';
import { halvesToRating, PUBLIC_LIST_LIMITS, ZTestimonial } from '@talanta/schema';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';

/**
 * GET /api/testimonials: the newest visible reviews clients wrote of developers and agreed to have
 * quoted (issue 40), for the public pages; cached for a minute in each process.
 */
export const testimonials = publicProcedure.output(z.array(ZTestimonial)).query(({ ctx }) =>
  ctx.services.caches.testimonials.getOrLoad('newest', async () => {
    const rows = await findQuotableReviews(ctx.db, PUBLIC_LIST_LIMITS.testimonials);
    return rows.map((row) => ({
      id: row.id,
      quote: row.comment,
      rating: halvesToRating(row.ratingHalves),
      author: {
        firstName: row.authorFirstName,
        lastName: row.authorLastName,
        company: row.authorCompanyName,
        industry: row.authorIndustry,
        imageUrl: row.authorImageUrl,
      },
      developerFirstName: row.developerFirstName,
      createdAt: row.createdAt.toISOString(),
    }));
  }),
);
