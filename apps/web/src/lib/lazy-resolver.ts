import type { FieldValues, Resolver } from 'react-hook-form';

/** A function whose code is downloaded apart, asked for by `prepare` or by the first call. */
export interface LazyFunction<TFunction extends (...args: never[]) => unknown> {
  (...args: Parameters<TFunction>): Promise<Awaited<ReturnType<TFunction>>>;
  /** Starts the download now if it has not started (or failed): a form somebody began to fill in. */
  prepare(): void;
}

/**
 * A function whose code (for a form's check: zod and the form's schema, about 27 KiB gzip) is
 * downloaded and run only once somebody uses the form: `prepare` on its first focus or change, or
 * the first call. A sign-in page's visitor who only reads it never pays for zod building its
 * schemas, a long task on a slow phone (281 ms of a 340 ms task in a 4×-throttled profile of
 * /login). A call before the code has arrived waits for it; a failed download is tried again at
 * the next `prepare` or call.
 */
export function lazyFunctionOnUse<TFunction extends (...args: never[]) => unknown>(
  load: () => Promise<TFunction>,
): LazyFunction<TFunction> {
  // One download at a time; a failed one is forgotten, so the next prepare or call asks again.
  let loading: Promise<TFunction> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const call = async (...args: Parameters<TFunction>): Promise<Awaited<ReturnType<TFunction>>> => {
    const loadedFunction = await loaded();
    return await (loadedFunction(...args) as ReturnType<TFunction>);
  };
  const prepare = () => {
    loaded().catch(() => undefined);
  };
  return Object.assign(call, { prepare });
}

/**
 * lazyFunctionOnUse whose code also arrives once the page has loaded and the browser is idle, for a
 * form whose check runs as it is filled in (react-hook-form's resolvers): after the first screen's
 * own code, never competing with it on a slow link.
 */
export function lazyFunction<TFunction extends (...args: never[]) => unknown>(
  load: () => Promise<TFunction>,
): LazyFunction<TFunction> {
  const lazy = lazyFunctionOnUse(load);
  if (typeof window !== 'undefined') whenPageLoadedAndIdle(lazy.prepare);
  return lazy;
}

function whenPageLoadedAndIdle(run: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** A react-hook-form resolver loaded as lazyFunction loads its function. */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): Resolver<TFieldValues, TContext, TTransformedValues> {
  return lazyFunction(load);
}
