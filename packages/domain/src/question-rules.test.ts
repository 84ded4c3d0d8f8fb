import { describe, expect, it } from 'vitest';
import { findQuestionProblem, QUESTION_MAX_LENGTH } from './question-rules.ts';

describe('findQuestionProblem (spec 5: Q&A)', () => {
  it.each([
    ['Is parking included?', null],
    ['', 'required'],
    [' \n\t ', 'required'],
    ['a'.repeat(QUESTION_MAX_LENGTH), null],
    [`  ${'a'.repeat(QUESTION_MAX_LENGTH)}  `, null],
    ['a'.repeat(QUESTION_MAX_LENGTH + 1), 'too-long'],
    // Characters, not UTF-16 units: an emoji is one.
    ['😀'.repeat(QUESTION_MAX_LENGTH), null],
    ['😀'.repeat(QUESTION_MAX_LENGTH + 1), 'too-long'],
  ])('%#: %j', (text, problem) => {
    expect(findQuestionProblem(text)).toBe(problem);
  });
});
