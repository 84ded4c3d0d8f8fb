import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 15: the web app takes every request and reply type from the API contract. This test reads the
// source of the API modules and fails when one of them types a reply by hand again.

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Modules that talk to the API: every file of a feature's `api/` folder, and the shared client code. */
function isApiModule(file: string): boolean {
  const rel = relative(SRC, file).replaceAll('\\', '/');
  return /\/api\//.test(`/${rel}`) || rel === 'lib/site-info.ts' || rel === 'lib/upload.ts';
}

/** The API client's own envelope (`ApiReply`: code and message), read before the call's reply is known. */
const CLIENT = 'lib/api-client.ts';

/** What an API module may not do: each rule names how a reply gets typed by hand. */
export function contractViolations(source: string, apiModule: boolean): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/import\s+(?!type\b)[^;]*?from\s+'@tender\/api-contract'/g)) {
    found.push(`runtime import of the contract (use "import type"): ${m[0]}`);
  }
  // Any module, not only an API one: a reply read in a hook or component is the contract's too.
  for (const m of source.matchAll(
    /\b(?:interface\s+(\w+Reply)\b|type\s+(\w+Reply)\s*(?:<[^=]*>)?\s*=\s*\{)/g,
  )) {
    found.push(`hand-written reply ${m[1] ?? m[2]} (take it from @tender/api-contract)`);
  }
  if (!apiModule) return found;
  for (const m of source.matchAll(/\b(?:interface\s+(\w+)|type\s+(\w+)\s*(?:<[^=]*>)?\s*=\s*\{)/g)) {
    const name = m[1] ?? m[2] ?? '';
    if (!name.endsWith('Input') && !name.endsWith('Reply'))
      found.push(`hand-written shape ${name} (take it from @tender/api-contract)`);
  }
  if (/\bapiPost\s*[<(]/.test(source))
    found.push('untyped apiPost (use callApi, listRequest or updateRequest)');
  for (const m of source.matchAll(/\.json\(\)\)?\s+as\s+([^;\n]+)/g)) {
    if (!/\b(?:ReplyAt|NamedReplyAt)\b/.test(m[1] ?? '')) found.push(`reply cast to ${m[1]}`);
  }
  return found;
}

describe('web API modules take their types from the contract', () => {
  it('flags a hand-typed reply (the check itself)', () => {
    const bad = `import { apiPost } from '@/lib/api-client';
interface TenderListReply { getudztb: Row[] }
export async function f() { return apiPost<TenderListReply>('/util/list', { reqname: 'getudztb' }); }
const r = (await response.json()) as { code: number };`;
    expect(contractViolations(bad, true)).toHaveLength(3);
    expect(contractViolations(`import { Closed } from '@tender/api-contract';`, false)).toHaveLength(1);
    // A reply typed by hand outside the api folders (a hook) is one too.
    expect(contractViolations('export interface StatusReply { status?: string }', false)).toHaveLength(1);
    const good = `import type { TenderHeader } from '@tender/api-contract';
export interface SaveQuotationInput { udztbnum: string }
const reply = (await response.json()) as NamedReplyAt<'update', 'updateudztb'>;`;
    expect(contractViolations(good, true)).toEqual([]);
  });

  it('holds for every module of apps/web/src', () => {
    const files = sourceFiles(SRC);
    expect(files.filter(isApiModule).length).toBeGreaterThan(30);
    const violations = files
      .filter((file) => relative(SRC, file).replaceAll('\\', '/') !== CLIENT)
      .flatMap((file) =>
        contractViolations(readFileSync(file, 'utf8'), isApiModule(file)).map(
          (v) => `${relative(SRC, file)}: ${v}`,
        ),
      );
    expect(violations).toEqual([]);
  });

  it('keeps no reply-types file in an api folder', () => {
    expect(sourceFiles(SRC).filter((f) => isApiModule(f) && /-types\.ts$/.test(f))).toEqual([]);
  });
});
