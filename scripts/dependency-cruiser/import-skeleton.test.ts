import { createRequire } from 'node:module';
import { transformSync } from '@babel/core';
import { describe, expect, it } from 'vitest';

// What dependency-cruiser reads of a file (import-skeleton.cjs): every import kept once as a statement of
// its kind, type-only ones as `typeImport('x')`, so the cycle rule can let them pass and the others not.

const require = createRequire(import.meta.url);
const options = require('./import-skeleton.cjs');

function skeleton(source: string, filename = 'module.ts'): string[] {
  const code = transformSync(source, { ...options, filename })?.code ?? '';
  return code.split('\n').filter((line) => line.trim() !== '');
}

describe('import skeleton', () => {
  it.each([
    ["import { a } from './a';", 'import "./a";'],
    ["import './side-effect';", 'import "./side-effect";'],
    ["import {} from './empty';", 'import "./empty";'],
    ["export { a } from './a';", 'import "./a";'],
    ["export * from './all';", 'import "./all";'],
    ["import { type A, b } from './mixed';", 'import "./mixed";'],
    ["import type { A } from './types';", 'typeImport("./types");'],
    ["import { type A, type B } from './inline-types';", 'typeImport("./inline-types");'],
    ["export type { A } from './types';", 'typeImport("./types");'],
    ["export { type A } from './types';", 'typeImport("./types");'],
    ["let x: import('./query').T;", 'typeImport("./query");'],
    ["const page = () => import('./page');", 'import("./page");'],
  ])('%s', (source, expected) => {
    expect(skeleton(source)).toEqual([expected]);
  });

  it('keeps nothing else of the file, and reads JSX in .tsx only', () => {
    const tsx = "import { A } from './a';\nexport function B() { return <A value={1} />; }";
    expect(skeleton(tsx, 'view.tsx')).toEqual(['import "./a";']);
    // In a .ts file `<T>(x: T) => x` is a generic arrow, not JSX.
    expect(skeleton("import { a } from './a';\nexport const id = <T,>(x: T) => x;")).toEqual([
      'import "./a";',
    ]);
  });
});
