/** The "Or" rule between a form and the other way in. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wider text-ink-subtle uppercase">
      <span aria-hidden="true" className="h-px flex-1 bg-line" />
      Or
      <span aria-hidden="true" className="h-px flex-1 bg-line" />
    </div>
  );
}
