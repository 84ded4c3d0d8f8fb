import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretKey } from './secret-key.ts';

describe('loadSecretKey', () => {
  const key = 'a-secret-key-of-at-least-32-characters';

  it('is undefined when neither SECRET_KEY nor SECRET_KEY_FILE is set', () => {
    expect(loadSecretKey({})).toBeUndefined();
    expect(loadSecretKey({ SECRET_KEY: '', SECRET_KEY_FILE: '' })).toBeUndefined();
  });

  it('reads SECRET_KEY, or the file SECRET_KEY_FILE names without its trailing newline', async () => {
    expect(loadSecretKey({ SECRET_KEY: key })).toBe(key);
    const file = join(await mkdtemp(join(tmpdir(), 'tp-key-')), 'secret-key');
    await writeFile(file, `${key}\n`);
    expect(loadSecretKey({ SECRET_KEY_FILE: file })).toBe(key);
  });

  it('stops the start on a key shorter than 32 characters or a missing file', () => {
    expect(() => loadSecretKey({ SECRET_KEY: 'short' })).toThrow(/at least 32/);
    expect(() => loadSecretKey({ SECRET_KEY_FILE: '/no/such/secret-key' })).toThrow();
  });
});
