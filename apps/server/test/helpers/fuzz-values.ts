/**
 * Valid samples and hostile variants of JSON-schema-shaped request schemas (TypeBox's output), for the
 * attack suite: a call's body is first made valid, then each field in turn is replaced by every value
 * below while the rest stays valid, so the variant reaches as deep into the server as it can.
 */

interface JsonSchema {
  type?: string;
  anyOf?: JsonSchema[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
}

/** A value JSON cannot spell in JSON.stringify's output: written into the body text as is. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Wrong types, NUL, huge, negative, exponent and unicode values, for every field whatever its type. */
export const HOSTILE_VALUES: readonly unknown[] = [
  // wrong types
  true,
  false,
  null,
  [],
  {},
  [1],
  { $gt: '' },
  '',
  'abc',
  1.5,
  0,
  // NUL (PostgreSQL refuses it in text)
  '\u0000',
  '1\u0000',
  // huge
  'x'.repeat(100_000),
  new RawJson('9007199254740993'),
  2_147_483_648,
  '99999999999999999999999',
  1e21,
  // negative
  -1,
  '-1',
  -2_147_483_649,
  // exponent and non-finite spellings
  new RawJson('1e3'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  '1e3',
  '0x10',
  'Infinity',
  'NaN',
  // unicode: astral, right-to-left override, a lone surrogate, full-width digits, case-folding letters
  '\u{1D306}\u{1F600}',
  '\u202Eevil.exe',
  '\uD800',
  '\uFF11\uFF12',
  '\u0130\u00DF\u017F',
  ' 1 ',
  '\u30001',
];

/** Query-string and path values: always text, so the same ideas spelled as strings. */
export const HOSTILE_TEXT: readonly string[] = [
  '',
  'abc',
  '\u0000',
  '1\u0000',
  'x'.repeat(4_000),
  '99999999999999999999999',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'Infinity',
  'NaN',
  '\u{1D306}',
  '\u202E1',
  '\uFF11',
  ' 1',
  '[]',
  '%',
];

/** A valid value of `schema`, preferring `known` (real ids and numbers of the fixture) by field name. */
export function sampleOf(
  schema: JsonSchema | undefined,
  name = '',
  known: Record<string, unknown> = {},
): unknown {
  if (!schema) return undefined;
  if (name in known) return known[name];
  if ('const' in schema) return schema.const;
  if (schema.anyOf) {
    const branch = schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0];
    return sampleOf(branch, name, known);
  }
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        const value = sampleOf(prop, key, known);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleOf(schema.items, name, known),
      );
    case 'string': {
      if (schema.pattern && new RegExp(schema.pattern, 'u').test('1')) return '1';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      // Type.Unknown(): nothing to say about it, so it is left out.
      return undefined;
  }
}

/** The fields to attack: each property, and each property of an array's first object (path of keys). */
export function fieldPaths(schema: JsonSchema | undefined): Array<Array<string | number>> {
  const paths: Array<Array<string | number>> = [];
  for (const [key, prop] of Object.entries(schema?.properties ?? {})) {
    paths.push([key]);
    const items = (prop.anyOf ?? [prop]).find((s) => s.type === 'array')?.items;
    for (const sub of Object.keys(items?.properties ?? {})) paths.push([key, 0, sub]);
  }
  return paths;
}

/** `body` with the value at `path` replaced (arrays made as needed); the input is left as it was. */
export function withValue(body: unknown, path: ReadonlyArray<string | number>, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  for (const [i, key] of path.slice(0, -1).entries()) {
    let next = at[key];
    if (next === null || typeof next !== 'object') {
      next = typeof path[i + 1] === 'number' ? [{}] : {};
      at[key] = next;
    }
    at = next as Record<string | number, unknown>;
  }
  at[path[path.length - 1] as string | number] = value;
  return copy;
}

/** JSON text of a body whose values may include RawJson spellings (1e400, 1e3). */
export function toJsonText(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value) => {
    if (value instanceof RawJson) {
      raws.push(value.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return value;
  });
  // JSON.stringify escapes \u0001 as \\u0001, so a marker cannot come from a real string value.
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)] as string);
}

/** A short label of a value for failure messages. */
export function describeValue(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
