/** The marketing figures of spec 000 §1, as stated there. */
const STATS = [
  { value: '500+', label: 'companies hiring' },
  { value: '93%', label: 'find a developer within a week' },
  { value: '98%', label: 'success rate' },
  { value: '48h', label: 'to start development' },
] as const;

export function HeroStats() {
  return (
    <dl className="mt-16 grid w-full max-w-4xl grid-cols-2 gap-px overflow-hidden rounded-xl border border-line bg-line sm:grid-cols-4">
      {STATS.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-1 bg-surface px-4 py-6">
          <dt className="text-sm text-ink-muted">{stat.label}</dt>
          <dd className="text-2xl font-semibold text-ink sm:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
