import { stat } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import type { ImportIssue } from './import-errors.ts';
import { items, text } from './loose-json.ts';

/** Every file path the import refers to, with the JSON pointer of its path field. */
export function collectFilePaths(data: unknown): Array<{ path: string; pointer: string }> {
  const out: Array<{ path: string; pointer: string }> = [];
  const add = (owner: unknown, key: string, base: string) => {
    for (const [ref, i] of items(owner, key)) {
      const path = text(ref, 'path');
      if (path) out.push({ path, pointer: `${base}/${key}/${i}/path` });
    }
  };
  for (const [s, i] of items(data, 'suppliers')) {
    add(s, 'files', `/suppliers/${i}`);
    for (const [sc, j] of items(s, 'scopes')) {
      for (const [c, k] of items(sc, 'certificates'))
        add(c, 'files', `/suppliers/${i}/scopes/${j}/certificates/${k}`);
    }
    for (const [l, j] of items(s, 'licenses')) add(l, 'files', `/suppliers/${i}/licenses/${j}`);
  }
  for (const [r, i] of items(data, 'rfqs')) add(r, 'documents', `/rfqs/${i}`);
  for (const [w, i] of items(data, 'workorders')) add(w, 'files', `/workorders/${i}`);
  return out;
}

/** Where a referenced file is: paths are relative to the directory of the JSON file. */
export function resolveFilePath(baseDir: string, path: string): string {
  return isAbsolute(path) ? path : resolve(baseDir, path);
}

/** Checks, before anything is written, that every referenced file exists and is a regular file. */
export async function checkFiles(data: unknown, baseDir: string): Promise<ImportIssue[]> {
  const issues: ImportIssue[] = [];
  for (const { path, pointer } of collectFilePaths(data)) {
    const full = resolveFilePath(baseDir, path);
    const info = await stat(full).catch(() => null);
    if (!info) issues.push({ path: pointer, reason: `file not found: ${path}` });
    else if (!info.isFile()) issues.push({ path: pointer, reason: `not a regular file: ${path}` });
  }
  return issues;
}
