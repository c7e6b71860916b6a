import { z } from 'zod';

export type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  type?: unknown;
  contentMediaType?: string;
};

const COMPONENT_REF = '#/components/schemas/';

export function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** Copies a schema, pointing every `$ref` through `rewrite`. */
function rewriteRefs(value: unknown, rewrite: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, rewrite));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' ? rewrite(inner) : rewriteRefs(inner, rewrite),
    ]),
  );
}

/** Anonymous definitions that get a readable component name when they turn up. */
const KNOWN_DEFINITIONS: [string, z.ZodType][] = [['JsonValue', z.json()]];

/**
 * The document's `components/schemas`. zod writes the definitions a schema needs (recursive ones,
 * such as `z.json()`, or ones with a meta `id`) into a `$defs` block inside that schema, with refs
 * like `#/$defs/__schema0` that only resolve from the schema's own root; in an OpenAPI document
 * they point at nothing. Each conversion here moves those definitions into components and rewrites
 * the refs, reusing one component for identical definitions.
 */
export class ComponentSchemas {
  readonly schemas: Record<string, JsonSchema> = {};
  /** Component name by a definition's shape (refs to itself written as `#self`). */
  private readonly namesByShape = new Map<string, string>();

  constructor() {
    for (const [name, schema] of KNOWN_DEFINITIONS) {
      const { $schema: _dialect, ...root } = z.toJSONSchema(schema, { io: 'output' });
      this.namesByShape.set(this.shapeOf('#', root), name);
    }
  }

  /** Adds a named component (such as the error body) and returns a ref to it. */
  add(name: string, schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
    this.schemas[name] = this.convert(schema, io) as JsonSchema;
    return { $ref: `${COMPONENT_REF}${name}` };
  }

  /** The schema as OpenAPI 3.1 JSON Schema, its definitions hoisted; undefined for a non-zod value. */
  convert(schema: unknown, io: 'input' | 'output'): JsonSchema | undefined {
    if (!isZodSchema(schema)) return undefined;
    const {
      $schema: _dialect,
      $defs,
      ...root
    } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema & {
      $defs?: Record<string, unknown>;
    };
    const names = new Map<string, string>();
    for (const [key, definition] of Object.entries($defs ?? {})) {
      names.set(`#/$defs/${key}`, this.nameFor(`#/$defs/${key}`, definition));
    }
    // A recursive schema at the root refers to itself as `#`, the document's root in OpenAPI.
    const selfReferring = JSON.stringify(root).includes('"$ref":"#"');
    if (selfReferring) names.set('#', this.nameFor('#', root));
    const rewrite = (ref: string) => {
      const name = names.get(ref);
      return name === undefined ? ref : `${COMPONENT_REF}${name}`;
    };
    const definitions: [string, unknown][] = Object.entries($defs ?? {}).map(([key, d]) => [
      `#/$defs/${key}`,
      d,
    ]);
    if (selfReferring) definitions.push(['#', root]);
    for (const [ref, definition] of definitions) {
      this.schemas[names.get(ref) as string] ??= rewriteRefs(definition, rewrite) as JsonSchema;
    }
    return selfReferring ? { $ref: rewrite('#') } : (rewriteRefs(root, rewrite) as JsonSchema);
  }

  /** A definition as JSON with refs to itself (`selfRef`) written alike, to find equal ones. */
  private shapeOf(selfRef: string, definition: unknown): string {
    return JSON.stringify(rewriteRefs(definition, (ref) => (ref === selfRef ? '#self' : ref)));
  }

  private nameFor(selfRef: string, definition: unknown): string {
    const shape = this.shapeOf(selfRef, definition);
    const known = this.namesByShape.get(shape);
    if (known) return known;
    // zod's own keys (`__schema0`) are numbered per conversion; a meta `id` is a real name.
    const key = selfRef.replace('#/$defs/', '');
    const base = key.startsWith('__schema') || key === '#' ? 'Schema' : key.replace(/[^A-Za-z0-9._-]/g, '_');
    let name = base;
    for (let n = 2; name in this.schemas || [...this.namesByShape.values()].includes(name); n++) {
      name = `${base}${n}`;
    }
    this.namesByShape.set(shape, name);
    return name;
  }
}
