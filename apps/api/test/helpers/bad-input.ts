import type { z } from 'zod';

/** What the bad-input walk sends: values no field may accept, and values some fields may accept. */

export interface BadValue {
  label: string;
  value: unknown;
}

/** Values no text, number, choice, id or list field may accept: each field must refuse them. */
export const ALWAYS_INVALID: BadValue[] = [
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'lone high surrogate', value: 'x\uD800y' },
  { label: 'lone low surrogate', value: '\uDC00' },
  { label: 'object', value: { nested: 'x' } },
  { label: 'list holding NUL', value: ['a\u0000'] },
  { label: 'list holding a lone surrogate', value: ['\uD83D'] },
  { label: 'list holding an object', value: [{ nested: 1 }] },
];

/** Too big to send for several fields at once (the body limit is 1 MiB), so one field at a time. */
export const MEGABYTE: BadValue = { label: '1 MB string', value: 'a'.repeat(1_000_000) };

/** Values some fields accept: whatever the answer, it must not be a 5xx, and a refusal says why. */
export const MAYBE_VALID: BadValue[] = [
  { label: 'negative number', value: -1 },
  { label: 'huge number', value: 1e308 },
  { label: 'past int4', value: 2 ** 31 },
  { label: 'fraction', value: 1.5 },
  { label: 'number', value: 42 },
  { label: 'boolean', value: true },
  { label: 'null', value: null },
  { label: 'empty text', value: '' },
  { label: 'list of text', value: ['a'] },
];

/** Sent to date fields only (elsewhere they are ordinary text), each of which must refuse them. */
export const BAD_DATES: BadValue[] = [
  { label: 'far-future date', value: '+275760-09-13' },
  { label: 'year zero', value: '0000-01-01' },
  { label: 'before 1900', value: '1899-12-31' },
  { label: 'past 9999', value: '10000-01-01' },
  { label: 'not a date', value: '2030-13-45' },
];

/** One input to send, and what its answer must show. */
export interface PlannedCall {
  label: string;
  input: Record<string, unknown>;
  /** Fields that must each be refused (the answer is a 4xx whose issues name each of them). */
  refused: string[];
  /** Too big to batch with others. */
  alone: boolean;
}

/** Values a container (an object, or a list of objects) may accept, as an empty or unknown-keyed row. */
const CONTAINER_VALUES = new Set(['object', 'list holding an object']);

/**
 * The calls of a walk over `fields`: each always-invalid value in every leaf field at once (zod
 * judges each field on its own, so the issues must name every one), in each container on its own,
 * the 1 MB string in each field alone, and with `maybeValid`, each other value in each field alone
 * on an otherwise valid input, so the handler runs whenever the value passes.
 */
export function planCalls(
  fields: Field[],
  base: () => Record<string, unknown>,
  maybeValid: boolean,
): PlannedCall[] {
  const calls: PlannedCall[] = [];
  const leaves = fields.filter((field) => !field.container);
  const add = (label: string, targets: Field[], value: unknown, refused: boolean, alone = false) => {
    if (targets.length === 0) return;
    const input = targets.reduce((input, field) => withValueAt(input, field.path, value), base());
    const names = targets.map((field) => field.path.join('.'));
    calls.push({ label: `${names.join(', ')} = ${label}`, input, refused: refused ? names : [], alone });
  };
  for (const bad of ALWAYS_INVALID) {
    add(bad.label, leaves, bad.value, true);
    for (const container of fields.filter((field) => field.container && !CONTAINER_VALUES.has(bad.label)))
      add(bad.label, [container], bad.value, true);
  }
  for (const bad of BAD_DATES)
    add(
      bad.label,
      leaves.filter((field) => isDateField(field.path)),
      bad.value,
      true,
    );
  for (const field of fields) add(MEGABYTE.label, [field], MEGABYTE.value, true, true);
  if (maybeValid)
    for (const bad of MAYBE_VALID) for (const field of fields) add(bad.label, [field], bad.value, false);
  return calls;
}

/** Fields holding a date: every date value above must be refused there. */
export function isDateField(path: FieldPath): boolean {
  const name = String(path[path.length - 1]);
  return /date/i.test(name) || name === 'from' || name === 'to';
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/** The schema that shapes the input: wrappers, preprocessing and transforms peeled off. */
function inputShape(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return inputShape(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) {
    return inputShape(defOf(def.in).type === 'transform' ? def.out : def.in);
  }
  if (def.type === 'union' && def.options) {
    const structured = def.options.find((option) =>
      ['object', 'array'].includes(defOf(inputShape(option)).type),
    );
    if (structured) return inputShape(structured);
  }
  return schema;
}

export type FieldPath = (string | number)[];

export interface Field {
  path: FieldPath;
  /** An object, or a list of objects: its own fields are walked too. */
  container: boolean;
}

/** Every field of an input schema, nested ones included (list items as index 0). */
export function fieldsOf(schema: z.ZodType, prefix: FieldPath = []): Field[] {
  const def = defOf(inputShape(schema));
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).flatMap(([key, field]) => {
      const path = [...prefix, key];
      const nested = fieldsOf(field, path);
      return [{ path, container: nested.length > 0 || isObject(field) }, ...nested];
    });
  }
  if (def.type === 'array' && def.element && isObject(def.element))
    return fieldsOf(def.element, [...prefix, 0]);
  return [];
}

function isObject(schema: z.ZodType): boolean {
  return defOf(inputShape(schema)).type === 'object';
}

/** A copy of `base` with `value` at `path` (containers made as needed). */
export function withValueAt(base: unknown, path: FieldPath, value: unknown): Record<string, unknown> {
  const root = structuredClone(base ?? {}) as Record<string | number, unknown>;
  let node = root;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = typeof path[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return root as Record<string, unknown>;
}
