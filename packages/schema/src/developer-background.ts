import { z } from 'zod';
import {
  LANGUAGE_LEVELS,
  DEVELOPER_BACKGROUND_LIMITS as LIMITS,
  DEVELOPER_BACKGROUND_MESSAGES as MESSAGES,
} from './developer-background-names';
import { MESSAGES as FIELD_MESSAGES, isDateInRange, text } from './fields';

const day = (message: string) =>
  text(message)
    .pipe(z.iso.date({ error: message }))
    .refine(isDateInRange, FIELD_MESSAGES.dateRange)
    .meta({ format: 'date' });

const name = (message: string, max: number) =>
  text(message).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** One job: company, title, from, to (null or empty: still there). */
export const ZWorkHistoryEntry = z.object({
  company: name(MESSAGES.company, LIMITS.companyMax),
  title: name(MESSAGES.title, LIMITS.titleMax),
  startedOn: day(MESSAGES.startedOn),
  endedOn: z
    .union([z.literal('').transform(() => null), z.null(), day(MESSAGES.endedOn)])
    .optional()
    .transform((value) => value ?? null),
});

/** PUT /api/developers/profile/work-history: the whole list, in the order shown, replacing the old one. */
export const ZSetWorkHistoryInput = z.object({
  workHistory: z
    .array(ZWorkHistoryEntry)
    .max(LIMITS.workHistoryMax, MESSAGES.workHistoryMax)
    .superRefine((entries, ctx) => {
      entries.forEach((entry, index) => {
        // 'YYYY-MM-DD' texts compare as dates.
        if (entry.endedOn !== null && entry.endedOn < entry.startedOn)
          ctx.addIssue({ code: 'custom', message: MESSAGES.endBeforeStart, path: [index, 'endedOn'] });
      });
    }),
});
export type TSetWorkHistoryInput = z.input<typeof ZSetWorkHistoryInput>;

export const ZLanguageEntry = z.object({
  language: name(MESSAGES.language, LIMITS.languageMax),
  level: z.enum(LANGUAGE_LEVELS, { error: MESSAGES.level }),
});

/** PUT /api/developers/profile/languages: the whole list, each language once (any case). */
export const ZSetLanguagesInput = z.object({
  languages: z
    .array(ZLanguageEntry)
    .max(LIMITS.languagesMax, MESSAGES.languagesMax)
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        const key = entry.language.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', message: MESSAGES.languageOnce, path: [index, 'language'] });
        seen.add(key);
      });
    }),
});
export type TSetLanguagesInput = z.input<typeof ZSetLanguagesInput>;

/** A job as anyone may see it on the developer's profile. */
export const ZPublicWorkHistoryEntry = z.object({
  company: z.string(),
  title: z.string(),
  startedOn: z.string().meta({ format: 'date' }),
  /** null: still works there. */
  endedOn: z.string().meta({ format: 'date' }).nullable(),
});
export type TPublicWorkHistoryEntry = z.infer<typeof ZPublicWorkHistoryEntry>;

export const ZPublicLanguage = z.object({ language: z.string(), level: z.enum(LANGUAGE_LEVELS) });
export type TPublicLanguage = z.infer<typeof ZPublicLanguage>;

export const ZWorkHistoryResult = z.object({
  message: z.string(),
  workHistory: z.array(ZPublicWorkHistoryEntry),
});
export const ZLanguagesResult = z.object({ message: z.string(), languages: z.array(ZPublicLanguage) });
