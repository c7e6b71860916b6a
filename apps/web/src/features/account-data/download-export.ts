import type { TAccountExport } from '@talanta/schema';

/** Saves the export as talanta-export-YYYY-MM-DD.json, the name GET /api/account/export gives it. */
export function downloadExport(data: TAccountExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `talanta-export-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
