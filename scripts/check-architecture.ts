// The import direction, checked (issue 16): `npm run lint` runs this after Biome. Import cycles are
// Biome's `noImportCycles` (biome.json); this script checks who may import whom.
//
// | rule                         | files it applies to                    | may not import                  |
// | ---------------------------- | -------------------------------------- | ------------------------------- |
// | web-app-only-from-main       | apps/web/src except main.tsx, app/     | apps/web/src/app/               |
// | web-shared-no-feature        | apps/web/src shared code: components/, | apps/web/src/features/          |
// |                              | hooks/, lib/, i18n/ (not app/, main,   |                                 |
// |                              | features/)                             |                                 |
// | web-feature-through-index    | apps/web/src/features/<a>/             | features/<b>/ but its index.ts  |
// | server-shared-no-feature     | apps/server/src http/, db/, config/,   | a feature (any other folder,    |
// |                              | i18n/, storage/, mail/, sms/, audit/,  | cli/ excepted)                  |
// |                              | top-level files not in the root below  |                                 |
// | server-feature-through-index | apps/server/src/<a>/ (a feature)       | <b>/ but its index.ts           |
// | domain-standalone            | packages/domain/src                    | apps/, other workspace packages |
// | contract-deps                | packages/api-contract/src              | all but itself, packages/domain |
// |                              |                                        | and typebox                     |
//
// Allowed and not listed: web app/ imports features (deep imports too: routes load pages lazily) and
// shared code; main.tsx imports anything; a feature imports shared code and workspace packages. The server's
// composition root (app.ts, main.ts, app-context.ts, server-root.ts, cli/) imports anything.
// Tests are exempt as importers: `*.test.ts(x)`, files in a `test/` or `testing/` folder, e2e/.
// Type-only imports count like any other import: a type from another feature's internals still couples
// the two, so export it from that feature's index.ts.
//
// Usage: node --import tsx scripts/check-architecture.ts [root]. Prints one line per violation,
// `file: imports target (rule)`, and exits 1 if there is any.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from '@babel/parser';
import type { Statement } from '@babel/types';

export const RULES = {
  'web-app-only-from-main': 'only main.tsx imports apps/web/src/app/',
  'web-shared-no-feature': 'web shared code imports no feature',
  'web-feature-through-index': 'a web feature imports another feature only through its index.ts',
  'server-shared-no-feature': 'server shared code imports no feature',
  'server-feature-through-index': 'a server feature imports another feature only through its index.ts',
  'domain-standalone': 'packages/domain imports no app and no other workspace package',
  'contract-deps': 'packages/api-contract imports only packages/domain and typebox',
} as const;

export type RuleId = keyof typeof RULES;

/** Source folders whose files are checked as importers (relative to the root; missing ones are skipped). */
const SOURCE_ROOTS = ['apps/web/src', 'apps/server/src', 'packages/domain/src', 'packages/api-contract/src'];
const WEB_SRC = 'apps/web/src';
/** apps/web/tsconfig.json `paths`: `@/*` -> `./src/*`, for files of apps/web only. */
const WEB_ALIAS = { prefix: '@/', target: WEB_SRC };
const SERVER_SRC = 'apps/server/src';
const SERVER_SHARED = new Set(['http', 'db', 'config', 'i18n', 'storage', 'mail', 'sms', 'audit']);
const SERVER_COMPOSITION_ROOT = new Set(['app.ts', 'main.ts', 'app-context.ts', 'server-root.ts', 'cli']);
const CONTRACT_EXTERNALS = new Set(['typebox']);
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const INDEX_FILES = new Set(['index.ts', 'index.tsx']);

export interface Violation {
  /** Importing file, relative to the root, with `/`. */
  file: string;
  /** Resolved file relative to the root, or the bare specifier of an npm package. */
  target: string;
  rule: RuleId;
}

export function formatViolation(v: Violation): string {
  return `${v.file}: imports ${v.target} (${v.rule})`;
}

/** Where a file sits in the architecture. */
type Place =
  | { kind: 'web-main' }
  | { kind: 'web-app' }
  | { kind: 'web-shared' }
  | { kind: 'web-feature'; feature: string; isIndex: boolean }
  | { kind: 'server-root' }
  | { kind: 'server-shared' }
  | { kind: 'server-feature'; feature: string; isIndex: boolean }
  | { kind: 'package'; name: string }
  | { kind: 'other' };

function placeOf(file: string): Place {
  const parts = file.split('/');
  if (file.startsWith(`${WEB_SRC}/`)) {
    const [top, feature, ...rest] = parts.slice(3);
    if (top === 'main.tsx' && feature === undefined) return { kind: 'web-main' };
    if (top === 'app') return { kind: 'web-app' };
    if (top === 'features' && feature !== undefined) {
      return { kind: 'web-feature', feature, isIndex: rest.length === 1 && INDEX_FILES.has(rest[0] ?? '') };
    }
    return { kind: 'web-shared' };
  }
  if (file.startsWith(`${SERVER_SRC}/`)) {
    const [top = '', ...rest] = parts.slice(3);
    if (SERVER_COMPOSITION_ROOT.has(top)) return { kind: 'server-root' };
    const topLevelFile = rest.length === 0 && /\.\w+$/.test(top);
    if (SERVER_SHARED.has(top) || topLevelFile) return { kind: 'server-shared' };
    return {
      kind: 'server-feature',
      feature: top,
      isIndex: rest.length === 1 && INDEX_FILES.has(rest[0] ?? ''),
    };
  }
  if (parts[0] === 'packages' && parts[1] !== undefined) return { kind: 'package', name: parts[1] };
  return { kind: 'other' };
}

function isTest(file: string): boolean {
  return (
    /\.test\.[cm]?[jt]sx?$/.test(file) ||
    file.startsWith('e2e/') ||
    file.split('/').some((part) => part === 'test' || part === 'testing')
  );
}

/** An import after resolution: a file of the repo (`file`) or an npm package (`external`). */
type Target = { file: string; external?: undefined } | { file?: undefined; external: string };

function ruleBroken(from: string, to: Target): RuleId | undefined {
  const source = placeOf(from);
  if (source.kind === 'package' && from.startsWith(`packages/${source.name}/src/`)) {
    if (to.external !== undefined) {
      const allowed = source.name !== 'api-contract' || CONTRACT_EXTERNALS.has(packageName(to.external));
      return allowed ? undefined : 'contract-deps';
    }
    const target = placeOf(to.file);
    const own = target.kind === 'package' && target.name === source.name;
    if (own) return undefined;
    if (source.name === 'domain') {
      return target.kind === 'package' || to.file.startsWith('apps/') ? 'domain-standalone' : undefined;
    }
    if (source.name === 'api-contract') {
      return target.kind === 'package' && target.name === 'domain' ? undefined : 'contract-deps';
    }
    return undefined;
  }
  if (to.file === undefined) return undefined;
  const target = placeOf(to.file);
  switch (source.kind) {
    case 'web-app':
    case 'web-main':
      return undefined;
    case 'web-shared':
      if (target.kind === 'web-app') return 'web-app-only-from-main';
      if (target.kind === 'web-feature') return 'web-shared-no-feature';
      return undefined;
    case 'web-feature':
      if (target.kind === 'web-app') return 'web-app-only-from-main';
      if (target.kind === 'web-feature' && target.feature !== source.feature && !target.isIndex) {
        return 'web-feature-through-index';
      }
      return undefined;
    case 'server-shared':
      return target.kind === 'server-feature' ? 'server-shared-no-feature' : undefined;
    case 'server-feature':
      if (target.kind === 'server-feature' && target.feature !== source.feature && !target.isIndex) {
        return 'server-feature-through-index';
      }
      return undefined;
    default:
      return undefined;
  }
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

// ---- reading imports ----------------------------------------------------------------------------------

/**
 * Every module specifier a file names: static imports, re-exports, `import()`, `import('x').T`, require.
 * Parsed with Babel's parser (pure JavaScript, TypeScript and JSX); JSX only in .tsx files, where
 * TypeScript allows it, so a .ts file's `<T>(x) => x` stays a generic arrow.
 */
export function importSpecifiers(source: string, fileName = 'module.tsx'): string[] {
  const ast = parse(source, {
    sourceType: 'module',
    plugins: fileName.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
  });
  const found: string[] = [];
  for (const item of ast.program.body) collectTopLevel(item, found);
  // Dynamic imports and import types sit anywhere in the tree: walk it only when the text has one.
  if (source.includes('import(') || source.includes('require(')) collectNested(ast.program.body, found);
  return found;
}

function collectTopLevel(item: Statement, found: string[]): void {
  switch (item.type) {
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
      found.push(item.source.value);
      break;
    case 'ExportNamedDeclaration':
      if (item.source) found.push(item.source.value);
      break;
    case 'TSImportEqualsDeclaration':
      if (item.moduleReference.type === 'TSExternalModuleReference') {
        found.push(item.moduleReference.expression.value);
      }
      break;
  }
}

const SKIPPED_KEYS = new Set([
  'type',
  'loc',
  'start',
  'end',
  'range',
  'extra',
  'leadingComments',
  'trailingComments',
]);

function collectNested(node: unknown, found: string[]): void {
  if (Array.isArray(node)) {
    for (const child of node) collectNested(child, found);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown> & { type?: string };
  if (record.type === 'CallExpression') {
    const callee = record.callee as { type?: string; name?: string } | undefined;
    const isImport =
      callee?.type === 'Import' || (callee?.type === 'Identifier' && callee.name === 'require');
    const literal = stringValue((record.arguments as unknown[] | undefined)?.[0]);
    if (isImport && literal !== undefined) found.push(literal);
  } else if (record.type === 'ImportExpression') {
    const literal = stringValue(record.source);
    if (literal !== undefined) found.push(literal);
  } else if (record.type === 'TSImportType') {
    const argument = record.argument as { type?: string; literal?: unknown } | undefined;
    const literal = stringValue(argument?.type === 'TSLiteralType' ? argument.literal : argument);
    if (literal !== undefined) found.push(literal);
  }
  for (const key in record) {
    if (!SKIPPED_KEYS.has(key)) collectNested(record[key], found);
  }
}

function stringValue(node: unknown): string | undefined {
  const n = node as {
    type?: string;
    value?: unknown;
    quasis?: { value?: { cooked?: string | null } }[];
    expressions?: unknown[];
  };
  if (n?.type === 'StringLiteral' && typeof n.value === 'string') return n.value;
  if (n?.type === 'TemplateLiteral' && n.expressions?.length === 0)
    return n.quasis?.[0]?.value?.cooked ?? undefined;
  return undefined;
}

// ---- resolving ----------------------------------------------------------------------------------------

interface Workspace {
  dir: string;
  exports: Record<string, string>;
}

function readWorkspaces(root: string): Map<string, Workspace> {
  const workspaces = new Map<string, Workspace>();
  const rootPackage = readJson(path.join(root, 'package.json')) as { workspaces?: string[] } | undefined;
  for (const dir of rootPackage?.workspaces ?? []) {
    const manifest = readJson(path.join(root, dir, 'package.json')) as
      | { name?: string; exports?: string | Record<string, string>; main?: string }
      | undefined;
    if (!manifest?.name) continue;
    const exports =
      typeof manifest.exports === 'string'
        ? { '.': manifest.exports }
        : (manifest.exports ?? { '.': manifest.main ?? './index.ts' });
    workspaces.set(manifest.name, { dir, exports });
  }
  return workspaces;
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

class Resolver {
  constructor(
    private readonly files: Set<string>,
    private readonly workspaces: Map<string, Workspace>,
  ) {}

  resolve(from: string, specifier: string): Target {
    if (specifier.startsWith('.')) {
      return { file: this.toFile(path.posix.join(path.posix.dirname(from), specifier)) };
    }
    if (specifier.startsWith(WEB_ALIAS.prefix) && from.startsWith('apps/web/')) {
      return { file: this.toFile(`${WEB_ALIAS.target}/${specifier.slice(WEB_ALIAS.prefix.length)}`) };
    }
    const name = packageName(specifier);
    const workspace = this.workspaces.get(name);
    if (!workspace) return { external: specifier };
    const subpath = `.${specifier.slice(name.length)}`;
    const exported = workspace.exports[subpath];
    return { file: this.toFile(path.posix.join(workspace.dir, exported ?? subpath)) };
  }

  /**
   * The file a path names, the way the bundler and TypeScript find it: as is, with a source extension,
   * `.js` standing for `.ts`, or a folder's index. A path that names nothing stays as written, so the
   * rules still see where it points.
   */
  private toFile(raw: string): string {
    const base = path.posix.normalize(raw).replace(/\/$/, '');
    const stem = base.replace(/\.[cm]?jsx?$/, '');
    const candidates = [
      base,
      ...SOURCE_EXTENSIONS.map((ext) => stem + ext),
      ...SOURCE_EXTENSIONS.map((ext) => `${base}/index${ext}`),
    ];
    return candidates.find((candidate) => this.files.has(candidate)) ?? base;
  }
}

// ---- walking ------------------------------------------------------------------------------------------

function listSources(root: string, dir: string, into: string[]): void {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return;
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') listSources(root, relative, into);
    } else if (SOURCE_EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts')) {
      into.push(relative);
    }
  }
}

/** Checks the tree under `root` and returns the violations, sorted by rule, then file. */
export function checkArchitecture(root: string): Violation[] {
  const sources: string[] = [];
  for (const dir of SOURCE_ROOTS) listSources(root, dir, sources);
  const resolver = new Resolver(new Set(sources), readWorkspaces(root));
  const violations = new Map<string, Violation>();
  for (const file of sources) {
    if (isTest(file)) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    let specifiers: string[];
    try {
      specifiers = importSpecifiers(text, file);
    } catch (error) {
      throw new Error(`${file}: cannot parse (${error instanceof Error ? error.message : String(error)})`);
    }
    for (const specifier of new Set(specifiers)) {
      const target = resolver.resolve(file, specifier);
      const rule = ruleBroken(file, target);
      if (rule) {
        const violation = { file, target: target.file ?? target.external, rule };
        violations.set(formatViolation(violation), violation);
      }
    }
  }
  const ruleOrder = Object.keys(RULES);
  return [...violations.values()].sort(
    (a, b) =>
      ruleOrder.indexOf(a.rule) - ruleOrder.indexOf(b.rule) ||
      a.file.localeCompare(b.file) ||
      a.target.localeCompare(b.target),
  );
}

function main(): void {
  const root = path.resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
  const started = performance.now();
  const violations = checkArchitecture(root);
  for (const v of violations) console.log(formatViolation(v));
  if (violations.length > 0) {
    console.error(`check-architecture: ${violations.length} broken import rule(s), see docs/architecture.md`);
    process.exitCode = 1;
  } else {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`check-architecture: import rules hold (${seconds} s)`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
