import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importFormatJsonSchemaText } from '../src/import-format.ts';

// npm run contract:generate: writes docs/import-schema.json, the JSON Schema of the import format for
// integrators, from the TypeBox definitions in src/import-format.ts. import-format.test.ts fails while
// the committed file differs from what this writes.
const target = join(import.meta.dirname, '../../../docs/import-schema.json');
writeFileSync(target, importFormatJsonSchemaText());
console.log(`wrote ${target}`);
