/** The languages, their choice and the catalogues' types; the catalogues themselves: ./catalogues. */
export * from './locales';
export type { CompiledCatalogue } from './types';
