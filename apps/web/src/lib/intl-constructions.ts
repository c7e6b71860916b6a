/**
 * For tests: counts the `Intl[name]` objects built while `run` runs (a spy would not build real
 * ones), to hold a formatter to being made once, on first use.
 */
export function constructionsOf(
  name: 'NumberFormat' | 'DateTimeFormat' | 'RelativeTimeFormat',
  run: () => void,
): number {
  const original = Intl[name];
  let count = 0;
  Object.assign(Intl, {
    [name]: new Proxy(original, {
      construct(target, args) {
        count += 1;
        return Reflect.construct(target, args);
      },
    }),
  });
  try {
    run();
  } finally {
    Object.assign(Intl, { [name]: original });
  }
  return count;
}
