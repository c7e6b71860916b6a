/** The fields an audit entry changed, as "field: before → after" lines (nested values as JSON). */
export function auditChanges(before: unknown, after: unknown): string[] {
  const asRecord = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const from = asRecord(before);
  const to = asRecord(after);
  const show = (value: unknown) =>
    value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys
    .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .map((key) => `${key}: ${show(from[key])} → ${show(to[key])}`);
}
