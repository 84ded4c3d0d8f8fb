import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { SERVER_ROOT } from '../server-root.ts';
import type { ImportIssue } from './import-errors.ts';
import type { ImportFile } from './import-types.ts';

const schema: object = JSON.parse(readFileSync(join(SERVER_ROOT, 'src/import/import-schema.json'), 'utf8'));
// verbose keeps each failing keyword's schema so the schema's own description becomes the reason.
const ajv = new Ajv({ allErrors: true, verbose: true, strict: true });
const validate = ajv.compile<ImportFile>(schema);

function describedReason(e: ErrorObject): string {
  const parent: unknown = e.parentSchema;
  if (
    parent &&
    typeof parent === 'object' &&
    'description' in parent &&
    typeof parent.description === 'string'
  ) {
    return parent.description;
  }
  return e.message ?? 'is invalid';
}

function toIssue(e: ErrorObject): ImportIssue {
  switch (e.keyword) {
    case 'required':
      return { path: `${e.instancePath}/${String(e.params.missingProperty)}`, reason: 'is required' };
    case 'additionalProperties':
      return {
        path: `${e.instancePath}/${String(e.params.additionalProperty)}`,
        reason: 'is not a known field',
      };
    case 'anyOf':
    case 'pattern':
    case 'enum':
    case 'const':
      return { path: e.instancePath, reason: describedReason(e) };
    default:
      return { path: e.instancePath, reason: e.message ?? 'is invalid' };
  }
}

/** Checks the file against import-schema.json; returns every problem with its JSON pointer, or none. */
export function validateImportSchema(
  data: unknown,
): { ok: true; data: ImportFile } | { ok: false; issues: ImportIssue[] } {
  if (validate(data)) return { ok: true, data };
  const errors = validate.errors ?? [];
  // A value that fails every branch of an anyOf (decimal: string or number) reports once, with the
  // anyOf's description, instead of once per branch.
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const seen = new Set<string>();
  const issues: ImportIssue[] = [];
  for (const e of errors) {
    if (e.keyword !== 'anyOf' && anyOfPaths.has(e.instancePath)) continue;
    const issue = toIssue(e);
    const id = `${issue.path}\n${issue.reason}`;
    if (seen.has(id)) continue;
    seen.add(id);
    issues.push(issue);
  }
  return { ok: false, issues };
}
