import pg from 'pg';

/** The PostgreSQL server to measure on: BENCH_DATABASE_URL, else the test suite's, else the local one. */
export function adminUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres:postgres@127.0.0.1:5432/postgres'
  );
}

/** The URL of another database on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops (closing its connections) and creates an empty database; name is a bench constant, not input. */
export async function recreateDatabase(name: string): Promise<string> {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`not a bench database name: ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return databaseUrl(name);
}
