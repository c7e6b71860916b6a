import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's values while it is edited: its number fields hold the text box's text ('' when empty)
 * until the schema coerces it on submit. The API's inputs are numbers (typed callers must send
 * numbers); the same schema still reads a text box's digits.
 */
export type WithTextNumbers<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | string };

/** zodResolver for a form whose number fields are text boxes (`WithTextNumbers`). */
export function textNumbersResolver<Values extends FieldValues, S extends z.ZodType<FieldValues>>(
  schema: S,
): Resolver<Values, unknown, z.output<S>> {
  // The schema's coercion is what turns the text into numbers: only the declared input type differs.
  return zodResolver(schema as unknown as z.ZodType<z.output<S>, Values>) as Resolver<
    Values,
    unknown,
    z.output<S>
  >;
}
