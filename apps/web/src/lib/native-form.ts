import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';

/** The first message for each field a form's schema rejected, by the field's name. */
export type FieldMessages = Partial<Record<string, string>>;

/** A schema's answer on a form's values: what it parsed them to, or why it did not. */
export type FormVerdict<T> =
  | { values: T; errors?: undefined }
  | { values?: undefined; errors: FieldMessages };

/** The check of a native form by its schema (run in the form's lazily loaded chunk). */
export function verdictOf<TSchema extends z.ZodType>(schema: TSchema) {
  return (values: Record<string, string>): FormVerdict<z.output<TSchema>> => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data };
    const errors: FieldMessages = {};
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
    return { errors };
  };
}

interface NativeFormOptions<T> {
  /**
   * The form's check, usually lazyFunctionOnUse(() => import(...)) of a verdictOf, whose code the
   * form asks for (`prepare`) when it is first focused or changed.
   */
  check: ((values: Record<string, string>) => Promise<FormVerdict<T>>) & { prepare?: () => void };
  /** Called with the parsed values of a submit the check accepted. */
  onValid: (values: T) => Promise<void>;
}

/**
 * A form whose inputs keep their own values (each by its `name`), checked by its schema on submit
 * and, after a submit, on every change; a rejected submit moves focus to the first field in error.
 * It behaves as the react-hook-form forms do (validate on submit, then on change) without that
 * library's 12.5 KiB gzip, for the sign-in pages a first visit opens.
 */
export function useNativeForm<T>({ check, onValid }: NativeFormOptions<T>) {
  const [errors, setErrors] = useState<FieldMessages>({});
  const submitted = useRef(false);
  const checkForm = async (form: HTMLFormElement) => {
    const verdict = await check(valuesOf(form));
    setErrors(verdict.errors ?? {});
    return verdict;
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const form = event.currentTarget;
    const verdict = await checkForm(form);
    if (verdict.errors) focusFirstInError(form, verdict.errors);
    else await onValid(verdict.values);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    check.prepare?.();
    // A check whose code has not arrived waits for it; the next change or submit asks again.
    if (submitted.current) checkForm(event.currentTarget).catch(() => undefined);
  };
  const onFocus = () => check.prepare?.();
  return { errors, formProps: { onSubmit, onChange, onFocus, noValidate: true } };
}

function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

function focusFirstInError(form: HTMLFormElement, errors: FieldMessages): void {
  for (const element of form.elements) {
    if (element instanceof HTMLInputElement && element.type !== 'hidden' && errors[element.name]) {
      element.focus();
      return;
    }
  }
}
