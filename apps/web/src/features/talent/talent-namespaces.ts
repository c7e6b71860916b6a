import type { Namespace } from '@talanta/schema/i18n/catalogues';

/**
 * What a screen drawing developer cards or profiles loads beside `common`. The words it shares with
 * other screens (the availability words, "{rate}/hr", "Hire this talent", paging) are in `common`,
 * so a profile does not carry the landing page's or the job board's catalogues.
 */
export const TALENT_NAMESPACES = ['talent'] as const satisfies readonly Namespace[];
