import { ZUser } from '@talanta/schema';
import { publicProcedure } from '../../trpc/procedures';

/** The signed-in user, or null for a visitor: what the web app asks on every page load. */
export const session = publicProcedure.output(ZUser.nullable()).query(({ ctx }) => ctx.user);
