import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX, findDisplayNameProblem, normalizeDisplayName } from './display-name.ts';

describe('findDisplayNameProblem', () => {
  it.each([
    ['Raymond Chan', null],
    ['陳大文', null],
    ['', 'required'],
    ['  \t ', 'required'],
    ['a'.repeat(DISPLAY_NAME_MAX), null],
    [`  ${'a'.repeat(DISPLAY_NAME_MAX)}  `, null],
    ['a'.repeat(DISPLAY_NAME_MAX + 1), 'too-long'],
    // Characters, not UTF-16 units.
    ['😀'.repeat(DISPLAY_NAME_MAX), null],
    ['陳'.repeat(DISPLAY_NAME_MAX + 1), 'too-long'],
  ])('%#: %j', (text, problem) => {
    expect(findDisplayNameProblem(text)).toBe(problem);
  });

  it('keeps a name without the spaces around it', () => {
    expect(normalizeDisplayName('  Raymond  Chan ')).toBe('Raymond  Chan');
  });
});
