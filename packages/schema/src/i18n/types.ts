import type { Messages } from '@lingui/core';

/** A catalogue as Lingui's runtime reads it: each id's message, compiled. */
export type CompiledCatalogue = Messages;
