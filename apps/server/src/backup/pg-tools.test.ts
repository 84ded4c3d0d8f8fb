import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPgTool, libpqConnection } from './pg-tools.ts';

describe('libpqConnection', () => {
  it('moves the password out of the URL into PGPASSWORD, decoded', () => {
    const { dbname, env } = libpqConnection(
      'postgres://portal:p%40ss%2Fw@db.internal:5433/tenders?sslmode=require',
    );
    expect(dbname).toBe('postgres://portal@db.internal:5433/tenders?sslmode=require');
    expect(env.PGPASSWORD).toBe('p@ss/w');
  });
});

describe('findPgTool', () => {
  let bin: string;
  beforeAll(async () => {
    bin = await mkdtemp(join(tmpdir(), 'tp-pgbin-'));
    // A stand-in pg_dump of version 14 that only answers --version.
    await writeFile(join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 14.12"\n');
    await chmod(join(bin, 'pg_dump'), 0o755);
  });
  afterAll(() => rm(bin, { recursive: true, force: true }));

  it("takes a program of the server's major version or newer", async () => {
    expect(await findPgTool('pg_dump', 14, bin)).toBe(join(bin, 'pg_dump'));
    expect(await findPgTool('pg_dump', 13, bin)).toBe(join(bin, 'pg_dump'));
  });

  it('says which version it needs, what it found and how to install it', async () => {
    await expect(findPgTool('pg_dump', 16, bin)).rejects.toThrow(
      `pg_dump of PostgreSQL 16 or newer is needed for this server (found only ${join(bin, 'pg_dump')} (14)); ` +
        "install PostgreSQL's client programs of that version (Debian/Ubuntu: apt-get install postgresql-client-16) " +
        'or name their folder with --pg-bin DIR',
    );
    await expect(findPgTool('pg_restore', 15, bin)).rejects.toThrow(`(none found in ${bin})`);
  });
});
