import type { FieldValues, Resolver } from 'react-hook-form';
import { afterFirstScreen } from './first-screen';
import { trackedImport } from './tracked-import';

/**
 * A form's resolver whose code (zod and the form's schema, about 27 KiB gzip) arrives once the first
 * screen is on show and the browser is idle, so a sign-in page paints and answers without it. A
 * submit before it has arrived waits for it; a failed download is tried again at the next submit.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): Resolver<TFieldValues, TContext, TTransformedValues> {
  const resolver = trackedImport(load);
  afterFirstScreen(resolver)().catch(() => undefined); // The submit asks again.
  return async (values, context, options) => {
    resolver.forgetFailure();
    return (await resolver())(values, context, options);
  };
}
