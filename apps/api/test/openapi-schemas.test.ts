import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ComponentSchemas } from '../src/rest/openapi-schemas';

const JSON_VALUE_REF = { $ref: '#/components/schemas/JsonValue' };

describe('ComponentSchemas', () => {
  it('moves the definitions zod writes inside a schema into components, sharing equal ones', () => {
    const schemas = new ComponentSchemas();
    const first = schemas.convert(z.object({ before: z.json(), after: z.json() }), 'output');
    const second = schemas.convert(z.object({ data: z.json() }), 'output');
    expect(first?.properties).toEqual({ before: JSON_VALUE_REF, after: JSON_VALUE_REF });
    expect(second?.properties).toEqual({ data: JSON_VALUE_REF });
    expect(Object.keys(schemas.schemas)).toEqual(['JsonValue']);
    expect(JSON.stringify(schemas.schemas)).not.toContain('$defs');
    expect(JSON.stringify(schemas.schemas.JsonValue)).toContain('"$ref":"#/components/schemas/JsonValue"');
  });

  it('turns a recursive root schema, whose refs say "#", into a component', () => {
    const schemas = new ComponentSchemas();
    expect(schemas.convert(z.json(), 'output')).toEqual(JSON_VALUE_REF);
    expect(JSON.stringify(schemas.schemas)).not.toContain('"$ref":"#"');
  });

  it('names a definition after its meta id, numbering a different one with the same id', () => {
    const schemas = new ComponentSchemas();
    const tag = z.object({ name: z.string() }).meta({ id: 'Tag' });
    const otherTag = z.object({ label: z.string() }).meta({ id: 'Tag' });
    expect(schemas.convert(z.object({ tag }), 'output')?.properties?.tag).toEqual({
      $ref: '#/components/schemas/Tag',
    });
    expect(schemas.convert(z.object({ tag: otherTag }), 'output')?.properties?.tag).toEqual({
      $ref: '#/components/schemas/Tag2',
    });
  });
});
