import { PASSWORD_MIN_LENGTH } from './constants.ts';

/** The special characters a password may contain (spec 5, main variant). */
export const PASSWORD_SPECIAL_CHARACTERS = `~!#@$%^*&()-_=+{}[]|\\;:'",<.>/?`;

/** Result of a new-password check: acceptable, missing, or not meeting the pattern. */
export type PasswordCheck = 'ok' | 'required' | 'pattern';

const SPECIALS = new Set(PASSWORD_SPECIAL_CHARACTERS);
const LETTER = /^[A-Za-z]$/;
const DIGIT = /^[0-9]$/;

/**
 * Checks a new password (spec 5, main variant): at least 8 characters, only ASCII letters, digits and
 * the listed specials, with at least one of each kind.
 */
export function checkNewPassword(password: string): PasswordCheck {
  if (password === '') return 'required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'pattern';
  let letters = 0;
  let digits = 0;
  let specials = 0;
  for (const character of password) {
    if (LETTER.test(character)) letters += 1;
    else if (DIGIT.test(character)) digits += 1;
    else if (SPECIALS.has(character)) specials += 1;
    else return 'pattern';
  }
  return letters > 0 && digits > 0 && specials > 0 ? 'ok' : 'pattern';
}
