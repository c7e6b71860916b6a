import { LOCALES } from '@talanta/schema/i18n';
import { CATALOGUE_LOADERS, NAMESPACES } from '@talanta/schema/i18n/catalogues';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';

export const ZI18nMessagesInput = z.object({
  locale: z.enum(LOCALES),
  namespaces: z.array(z.enum(NAMESPACES)).min(1).max(NAMESPACES.length),
});

/**
 * The web app's texts for a language (issue 41): the compiled messages of the namespaces a screen
 * draws with, as one JSON object (Lingui's compiled form). The first page of a visit carries its
 * own; the browser asks here for a screen it moves to. Served from the API, not as a chunk per
 * namespace and language, so the browser's first load holds no table of them (ADR 0045).
 */
export const messages = publicProcedure
  .input(ZI18nMessagesInput)
  .output(z.string())
  .query(async ({ input }) => {
    const catalogues = await Promise.all(
      [...new Set(input.namespaces)].map((namespace) => CATALOGUE_LOADERS[namespace][input.locale]()),
    );
    return JSON.stringify(Object.assign({}, ...catalogues.map((catalogue) => catalogue.messages)));
  });
