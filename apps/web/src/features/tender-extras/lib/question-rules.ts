/**
 * Longest question, in characters; the server (questions/question-rules.ts) refuses longer ones with
 * the same number.
 */
export const QUESTION_MAX_LENGTH = 2000;
