import { z } from 'zod';
import { nullAsAbsent, text, ZDeveloperId, ZId } from './fields';
import { ZJob, ZJobFilters } from './job';
import {
  SAVED_LIMITS,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_KINDS,
  SAVED_SEARCH_MESSAGES,
  SHORTLIST_MESSAGES,
  type TSavedSearchKind,
} from './saved-message';
import { ZDeveloperFilters, ZPublicDeveloper } from './talent';

/**
 * Keeping a search going (issue 14): clients' shortlists of developers, developers' saved jobs, and
 * saved searches of either side with alerts when a new job or developer matches.
 */

const name = text(SHORTLIST_MESSAGES.name)
  .trim()
  .min(1, SHORTLIST_MESSAGES.name)
  .max(SAVED_LIMITS.nameMax, SHORTLIST_MESSAGES.nameMax);

const note = nullAsAbsent(
  text(SHORTLIST_MESSAGES.note).trim().max(SAVED_LIMITS.noteMax, SHORTLIST_MESSAGES.note),
).transform((value) => (value ? value : null));

// ---------------------------------------------------------------------------------------------
// Shortlists

export const ZShortlistNameInput = z.object({ name });
export const ZShortlistUpdateInput = z.object({ id: ZId, name });
export const ZShortlistDeveloperInput = z.object({ id: ZId, developerId: ZDeveloperId, note });
export const ZShortlistDeveloperRemoveInput = z.object({ id: ZId, developerId: ZDeveloperId });

export const ZShortlistEntry = z.object({
  developer: ZPublicDeveloper,
  note: z.string().nullable(),
  addedAt: z.string().meta({ format: 'date-time' }),
});
export const ZShortlist = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
  /** Newest first; `developerId` in the other calls is `developer.id`. */
  developers: z.array(ZShortlistEntry),
});
export type TShortlist = z.infer<typeof ZShortlist>;

// ---------------------------------------------------------------------------------------------
// Saved jobs

export const ZSavedJobInput = z.object({ jobId: ZId });
export const ZSavedJob = z.object({
  job: ZJob,
  savedAt: z.string().meta({ format: 'date-time' }),
});
export type TSavedJob = z.infer<typeof ZSavedJob>;

// ---------------------------------------------------------------------------------------------
// Saved searches

const alert = z.enum(SAVED_SEARCH_ALERTS, { error: SAVED_SEARCH_MESSAGES.alert });

/** Parses stored or sent filters by the search's kind (a change of kind is a new search). */
export function parseSavedSearchQuery(kind: TSavedSearchKind, query: unknown) {
  // Strict: a filter the list does not have is a mistake worth a 400, not silently dropped.
  return kind === 'jobs' ? ZJobFilters.strict().safeParse(query) : ZDeveloperFilters.safeParse(query);
}

/** Every filter either list has; each kind's own are checked by parseSavedSearchQuery. */
const FILTER_NAMES = [
  ...new Set([...Object.keys(ZJobFilters.shape), ...Object.keys(ZDeveloperFilters.shape)]),
] as [string, ...string[]];

const savedSearchFilters = z
  .partialRecord(
    z.enum(FILTER_NAMES, { error: `Filters must be among: ${FILTER_NAMES.join(', ')}` }),
    z.unknown(),
    {
      error: 'Query must be an object of filters',
    },
  )
  .meta({
    description: "The list's own filters: Browse Jobs' for jobs, Browse Tech Talent's for developers",
  });

/** A saved search's filters as callers send them: either list's (the kind's own are checked at run time). */
export type TSavedSearchFiltersInput = z.input<typeof ZJobFilters> | z.input<typeof ZDeveloperFilters>;

// Only the declared input changes: typed callers get the filters' names and types, not unknowns.
const ZSavedSearchFilters = savedSearchFilters as unknown as z.ZodType<
  z.output<typeof savedSearchFilters>,
  TSavedSearchFiltersInput
>;

/** POST /api/saved-searches: `query` is checked against the filters of its `kind`'s list. */
export const ZSavedSearchCreateInput = z
  .object({
    kind: z.enum(SAVED_SEARCH_KINDS, { error: SAVED_SEARCH_MESSAGES.kind }),
    name,
    query: ZSavedSearchFilters.prefault({}),
    alert,
  })
  .transform((value, ctx) => {
    const parsed = parseSavedSearchQuery(value.kind, value.query);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['query', ...issue.path] });
      return z.NEVER;
    }
    return { ...value, query: parsed.data as Record<string, unknown> };
  });
export type TSavedSearchCreateInput = z.input<typeof ZSavedSearchCreateInput>;

/** PUT /api/saved-searches/:id: rename, change the alert or the filters (of the same kind). */
export const ZSavedSearchUpdateInput = z.object({
  id: ZId,
  name: name.optional(),
  alert: alert.optional(),
  query: ZSavedSearchFilters.optional(),
});
export type TSavedSearchUpdateInput = z.input<typeof ZSavedSearchUpdateInput>;

export const ZSavedSearch = z.object({
  id: z.number().int(),
  kind: z.enum(SAVED_SEARCH_KINDS),
  name: z.string(),
  query: z.record(z.string(), z.unknown()),
  alert: z.enum(SAVED_SEARCH_ALERTS),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;
