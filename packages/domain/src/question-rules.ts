// Rules of a supplier's question on a tender (spec 3 and 5, Q&A), shared by the web form and the server.

/** Longest question a supplier may ask, in characters (an emoji counts as one). */
export const QUESTION_MAX_LENGTH = 2000;

/** Why a question may not be asked. */
export type QuestionProblem = 'required' | 'too-long';

/**
 * Checks a question as it is stored, trimmed: blank is 'required', more than QUESTION_MAX_LENGTH characters
 * 'too-long'; null when it may be asked.
 */
export function findQuestionProblem(text: string): QuestionProblem | null {
  const question = text.trim();
  if (question === '') return 'required';
  return [...question].length > QUESTION_MAX_LENGTH ? 'too-long' : null;
}
