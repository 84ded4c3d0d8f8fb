import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// One spelling of an import that leaves a feature (issue 31): another feature is '@/features/<name>' (its
// index, which scripts/check-architecture.ts also requires) and shared code '@/lib/...', '@/hooks/...',
// never a relative path climbing out of the feature; pages live in features/<name>/pages/.

const SRC = resolve(import.meta.dirname, '..');
const FEATURES = join(SRC, 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a source names: static imports and exports, and import('...'). */
function specifiers(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)'([^']+)'/gm)].map((m) => m[1] ?? '');
}

const featureOf = (file: string) => relative(FEATURES, file).split('/')[0] ?? '';

/** What is wrong with one import of a feature's file, or null. */
export function spellingProblem(file: string, specifier: string): string | null {
  const own = featureOf(file);
  if (specifier.startsWith('.')) {
    const target = relative(SRC, resolve(dirname(file), specifier)).replaceAll('\\', '/');
    if (!target.startsWith(`features/${own}/`) && target !== `features/${own}`)
      return `${specifier}: a relative path out of the feature (write '@/${target}')`;
    return null;
  }
  const other = /^@\/features\/([^/]+)(\/.*)?$/.exec(specifier);
  if (other && other[1] === own)
    return `${specifier}: the feature's own module by its alias (write it relative)`;
  if (other?.[2] !== undefined)
    return `${specifier}: another feature's module (write '@/features/${other[1]}')`;
  return null;
}

describe('imports leaving a feature', () => {
  it('flags the other spellings (the check itself)', () => {
    const file = join(FEATURES, 'tenders/components/x.tsx');
    expect(spellingProblem(file, '../../auth')).not.toBeNull();
    expect(spellingProblem(file, '../../../lib/api-client')).not.toBeNull();
    expect(spellingProblem(file, '@/features/auth/index')).not.toBeNull();
    expect(spellingProblem(file, '@/features/tenders/lib/grid-keys')).not.toBeNull();
    expect(spellingProblem(file, '@/features/auth')).toBeNull();
    expect(spellingProblem(file, '../lib/grid-keys')).toBeNull();
    expect(spellingProblem(file, '@/lib/api-client')).toBeNull();
  });

  it('are spelled one way in every feature', () => {
    // Files of a feature's folder (this test sits beside them).
    const files = sourceFiles(FEATURES).filter((file) => relative(FEATURES, file).includes('/'));
    const problems = files.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .map((specifier) => spellingProblem(file, specifier))
        .filter((problem): problem is string => problem !== null)
        .map((problem) => `${relative(SRC, file)}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('find pages only in a pages folder', () => {
    const pages = sourceFiles(FEATURES).filter((file) => /-page\.tsx$/.test(file));
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.map((file) => relative(FEATURES, file)).filter((file) => !file.includes('/pages/'))).toEqual(
      [],
    );
  });
});
