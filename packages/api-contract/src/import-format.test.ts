/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_FORMAT, importFormatJsonSchema, importFormatJsonSchemaText } from './import-format.ts';

const DOCUMENT = join(import.meta.dirname, '../../../docs/import-schema.json');

describe('import format', () => {
  it('docs/import-schema.json is what the TypeBox definitions generate', () => {
    expect(
      readFileSync(DOCUMENT, 'utf8'),
      'docs/import-schema.json is out of date: run npm run contract:generate',
    ).toBe(importFormatJsonSchemaText());
  });

  it('is a draft 2020-12 document whose every reference has its definition', () => {
    const schema = importFormatJsonSchema();
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.required).toEqual(['format']);
    expect(schema.properties).toMatchObject({ format: { const: IMPORT_FORMAT } });
    const defs = Object.keys(schema.$defs as object);
    const refs = [...JSON.stringify(schema).matchAll(/"\$ref":"#\/\$defs\/(\w+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(defs).toContain(ref);
  });
});
