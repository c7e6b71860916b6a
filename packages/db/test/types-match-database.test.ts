import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CamelCasePlugin, sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src';
import { createTestDb } from '../src/testing';

/**
 * The Kysely table types are written by hand (src/types.ts and the *-types.ts files beside it), so
 * nothing but this test notices when a migration and the types disagree. It reads the `Database`
 * interface with the TypeScript compiler and compares every table's columns, their nullability and
 * their broad type with information_schema.columns of a freshly migrated database.
 */

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const PROBE_FILE = join(PACKAGE_DIR, 'test', '__database_types_probe__.ts');
/** Each table's columns as queries read them: `Generated<>` and `ColumnType<>` unwrapped to their select type. */
const PROBE_SOURCE = `
import type { SelectType } from 'kysely';
import type { Database } from '../src/types';
export type Probe = { [T in keyof Database]-?: { [C in keyof Database[T]]-?: SelectType<Database[T][C]> } };
`;

/** The migrator's bookkeeping (migrate.ts names them), not queried through the `Database` interface. */
const UNTYPED_TABLES = new Set(['schema_migrations', 'schema_migrations_lock']);

interface ColumnShape {
  /** null: the type does not say (an `unknown` JSON value admits null and everything else). */
  nullable: boolean | null;
  /** Broad type: text, number, boolean, timestamp, json, bytes, or an array of one (`text[]`). */
  family: string;
}

type Shapes = Record<string, Record<string, ColumnShape>>;

/** The database's names for a property, exactly as the app's CamelCasePlugin writes them. */
class SqlNames extends CamelCasePlugin {
  constructor() {
    super({ underscoreBetweenUppercaseLetters: true });
  }
  sqlName(name: string): string {
    return this.snakeCase(name);
  }
}

function typeShapes(): Shapes {
  const parsed = ts.parseJsonConfigFileContent(
    ts.readConfigFile(join(PACKAGE_DIR, 'tsconfig.json'), ts.sys.readFile).config,
    ts.sys,
    PACKAGE_DIR,
  );
  const host = ts.createCompilerHost(parsed.options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, ...rest) =>
    name === PROBE_FILE
      ? ts.createSourceFile(name, PROBE_SOURCE, ts.ScriptTarget.Latest)
      : getSourceFile.call(host, name, ...rest);
  host.fileExists = (name) => name === PROBE_FILE || fileExists.call(host, name);
  host.readFile = (name) => (name === PROBE_FILE ? PROBE_SOURCE : readFile.call(host, name));
  const program = ts.createProgram({ rootNames: [PROBE_FILE], options: parsed.options, host });
  const checker = program.getTypeChecker();
  const probe = program.getSourceFile(PROBE_FILE)?.statements.find(ts.isTypeAliasDeclaration);
  if (!probe) throw new Error('the probe type did not compile');

  const familyOf = (type: ts.Type): string => {
    if (type.flags & ts.TypeFlags.StringLike) return 'text';
    if (type.flags & ts.TypeFlags.NumberLike) return 'number';
    if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
    if (checker.isArrayType(type)) {
      const element = familyOf(checker.getTypeArguments(type as ts.TypeReference)[0] as ts.Type);
      return element === 'json' ? 'json' : `${element}[]`;
    }
    if (type.isUnion()) {
      const families = new Set(type.types.map(familyOf));
      return families.size === 1 ? ([...families][0] as string) : [...families].sort().join(' | ');
    }
    const name = type.getSymbol()?.getName();
    if (name === 'Date') return 'timestamp';
    if (name === 'Uint8Array' || name === 'Buffer') return 'bytes';
    return 'json';
  };
  const shapeOf = (type: ts.Type): ColumnShape => {
    // A JSON column read as `unknown` (event payloads, the audit log's before and after).
    if (type.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) return { nullable: null, family: 'json' };
    const parts = type.isUnion() ? type.types : [type];
    const isNull = (part: ts.Type) => Boolean(part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined));
    const rest = parts.filter((part) => !isNull(part));
    // `boolean | null` arrives as `true | false | null`: group what is left before naming it.
    const families = new Set(rest.map(familyOf));
    return {
      nullable: parts.some(isNull),
      family: families.size === 1 ? ([...families][0] as string) : [...families].sort().join(' | '),
    };
  };

  const names = new SqlNames();
  const shapes: Shapes = {};
  for (const table of checker.getTypeAtLocation(probe.name).getProperties()) {
    const columns: Record<string, ColumnShape> = {};
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      columns[names.sqlName(column.getName())] = shapeOf(checker.getTypeOfSymbol(column));
    }
    shapes[names.sqlName(table.getName())] = columns;
  }
  return shapes;
}

/** information_schema's data_type (and udt_name for arrays) as the families above. */
function databaseFamily(dataType: string, udtName: string): string {
  if (dataType === 'ARRAY') return `${databaseFamily(udtName.replace(/^_/, ''), '')}[]`;
  switch (dataType) {
    case 'smallint':
    case 'integer':
    case 'bigint': // read as a number: create-db.ts parses int8
    case 'int2':
    case 'int4':
    case 'int8':
    case 'real':
    case 'double precision':
    case 'float4':
    case 'float8':
      return 'number';
    case 'boolean':
    case 'bool':
      return 'boolean';
    case 'timestamp with time zone':
    case 'timestamp without time zone':
    case 'timestamptz':
    case 'timestamp':
      return 'timestamp';
    case 'json':
    case 'jsonb':
      return 'json';
    case 'bytea':
      return 'bytes';
    // text, character varying, uuid, tsvector; `date` is read as 'YYYY-MM-DD' text (create-db.ts);
    // numeric arrives as text from both drivers.
    default:
      return 'text';
  }
}

async function databaseShapes(handle: DbHandle): Promise<Shapes> {
  const { rows } = await sql<{
    tableName: string;
    columnName: string;
    isNullable: string;
    dataType: string;
    udtName: string;
  }>`
    select c.table_name, c.column_name, c.is_nullable, c.data_type, c.udt_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(handle.db);
  const shapes: Shapes = {};
  for (const row of rows) {
    if (UNTYPED_TABLES.has(row.tableName)) continue;
    shapes[row.tableName] ??= {};
    (shapes[row.tableName] as Record<string, ColumnShape>)[row.columnName] = {
      nullable: row.isNullable === 'YES',
      family: databaseFamily(row.dataType, row.udtName),
    };
  }
  return shapes;
}

/** One line per disagreement, so a failure names every column to fix at once. */
function differences(types: Shapes, database: Shapes): string[] {
  const found: string[] = [];
  for (const table of new Set([...Object.keys(types), ...Object.keys(database)])) {
    const typed = types[table];
    const migrated = database[table];
    if (!typed) {
      found.push(`${table}: a table the migrations create, missing from Database`);
      continue;
    }
    if (!migrated) {
      found.push(`${table}: in Database, but no migration creates it`);
      continue;
    }
    for (const column of new Set([...Object.keys(typed), ...Object.keys(migrated)])) {
      const type = typed[column];
      const actual = migrated[column];
      if (!type) found.push(`${table}.${column}: a column the migrations create, missing from the type`);
      else if (!actual) found.push(`${table}.${column}: in the type, but not in the database`);
      else {
        if (type.nullable !== null && type.nullable !== actual.nullable)
          found.push(
            `${table}.${column}: ${actual.nullable ? 'nullable' : 'not null'} in the database, ${type.nullable ? 'nullable' : 'not null'} in the type`,
          );
        if (type.family !== actual.family)
          found.push(`${table}.${column}: ${actual.family} in the database, ${type.family} in the type`);
      }
    }
  }
  return found.sort();
}

let handle: DbHandle;
let types: Shapes;

beforeAll(async () => {
  [handle, types] = await Promise.all([createTestDb(), Promise.resolve().then(typeShapes)]);
});

afterAll(async () => {
  await handle?.close();
});

describe('the hand-written Kysely types', () => {
  it('name every table and column of the migrated database, with its nullability and broad type', async () => {
    const database = await databaseShapes(handle);
    expect(Object.keys(database).length).toBeGreaterThan(20);
    expect(differences(types, database)).toEqual([]);
  });

  it('are found out when a migration adds a column they lack or changes one they have', async () => {
    await sql`ALTER TABLE users ADD COLUMN nickname text`.execute(handle.db);
    await sql`ALTER TABLE users ALTER COLUMN phone_number SET NOT NULL`.execute(handle.db);
    await sql`ALTER TABLE notifications DROP COLUMN link`.execute(handle.db);
    try {
      expect(differences(types, await databaseShapes(handle))).toEqual([
        'notifications.link: in the type, but not in the database',
        'users.nickname: a column the migrations create, missing from the type',
        'users.phone_number: not null in the database, nullable in the type',
      ]);
    } finally {
      await sql`ALTER TABLE users DROP COLUMN nickname`.execute(handle.db);
      await sql`ALTER TABLE users ALTER COLUMN phone_number DROP NOT NULL`.execute(handle.db);
      await sql`ALTER TABLE notifications ADD COLUMN link text`.execute(handle.db);
    }
  });
});
