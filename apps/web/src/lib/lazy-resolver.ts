import type { FieldValues, Resolver } from 'react-hook-form';
import { afterFirstScreen } from './first-screen';
import { trackedImport } from './tracked-import';

/**
 * A function whose code (for a form's check: zod and the form's schema, about 27 KiB gzip) arrives
 * once the first screen is on show and the browser is idle, so a page paints and answers without
 * it. A call before it has arrived waits for it; a failed download is tried again at the next call.
 */
export function lazyFunction<TFunction extends (...args: never[]) => unknown>(
  load: () => Promise<TFunction>,
): (...args: Parameters<TFunction>) => Promise<Awaited<ReturnType<TFunction>>> {
  const loaded = trackedImport(load);
  afterFirstScreen(loaded)().catch(() => undefined); // The next call asks again.
  return async (...args): Promise<Awaited<ReturnType<TFunction>>> => {
    loaded.forgetFailure();
    const loadedFunction = await loaded();
    return await (loadedFunction(...args) as ReturnType<TFunction>);
  };
}

/** A react-hook-form resolver loaded as lazyFunction loads its function. */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): Resolver<TFieldValues, TContext, TTransformedValues> {
  return lazyFunction(load);
}
