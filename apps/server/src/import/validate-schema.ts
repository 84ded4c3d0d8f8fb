import { type ImportFile, importFormatJsonSchema } from '@tender/api-contract';
import type { ErrorObject } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ImportIssue } from './import-errors.ts';

// The format's JSON Schema comes from the contract's TypeBox definitions: the very document integrators
// get as docs/import-schema.json (draft 2020-12). verbose keeps each failing keyword's schema so the
// schema's own description becomes the reason.
const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true });
const validate = ajv.compile<ImportFile>(importFormatJsonSchema());

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

/** Checks the file against the import format's schema; returns every problem with its JSON pointer, or none. */
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
