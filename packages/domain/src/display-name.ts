// The display name of an account (app_user.username): the header's welcome, the e-mails' greeting and the
// name beside what the user does (a quotation's receipt). Shared by the settings form and the server.

/**
 * Longest display name, in characters (an emoji or a Chinese character counts as one): the login id's
 * limit (LOGIN_ID_MAX), room for a full name with a title, short enough for a greeting line.
 */
export const DISPLAY_NAME_MAX = 100;

/** Why a display name may not be kept. */
export type DisplayNameProblem = 'required' | 'too-long';

/** A display name as it is kept: without the spaces around it. */
export function normalizeDisplayName(text: string): string {
  return text.trim();
}

/** Checks a display name as it is kept (trimmed): blank is 'required', over DISPLAY_NAME_MAX 'too-long'. */
export function findDisplayNameProblem(text: string): DisplayNameProblem | null {
  const name = normalizeDisplayName(text);
  if (name === '') return 'required';
  return [...name].length > DISPLAY_NAME_MAX ? 'too-long' : null;
}
