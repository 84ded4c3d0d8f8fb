import { readFileSync } from 'node:fs';

/** At least 32 characters: the keys derived from it are 256-bit, so a shorter text would weaken them. */
const MIN_LENGTH = 32;

/**
 * SECRET_KEY, or the contents of the file SECRET_KEY_FILE names (a mounted secret), or undefined when
 * neither is set. A key that is given but too short stops the start rather than being used.
 */
export function loadSecretKey(env: NodeJS.ProcessEnv): string | undefined {
  const file = env.SECRET_KEY_FILE || undefined;
  const key = env.SECRET_KEY ? env.SECRET_KEY : file ? readFileSync(file, 'utf8').trim() : undefined;
  if (key === undefined) return undefined;
  if (key.length < MIN_LENGTH) {
    throw new Error(
      `${env.SECRET_KEY ? 'SECRET_KEY' : 'SECRET_KEY_FILE'} must hold at least ${MIN_LENGTH} characters`,
    );
  }
  return key;
}
