/**
 * Longest question a supplier may ask, in characters. The web form (tender-extras) declares the same
 * number; it belongs in the domain package once that package takes Q&A limits.
 */
export const QUESTION_MAX_LENGTH = 2000;
