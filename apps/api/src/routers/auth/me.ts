import { ZUser } from '@talanta/schema';
import { signedInProcedure } from '../../trpc/procedures';

/** The signed-in user; UNAUTHORIZED (401) means nobody is signed in. */
export const me = signedInProcedure.output(ZUser).query(({ ctx }) => ctx.user);
