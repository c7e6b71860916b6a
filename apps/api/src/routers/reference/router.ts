import { router } from '../../trpc/init';
import { answer } from './answer';
import { byToken } from './by-token';

/** A referee's page (issue 38): public, reached by the single-use link a vetting applicant had emailed to them. */
export const referenceRouter = router({ byToken, answer });
