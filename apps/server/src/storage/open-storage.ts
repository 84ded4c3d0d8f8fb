import { createLocalStorage } from './local-storage.ts';
import { createS3Storage, type S3StorageOptions } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** Where files live: a local folder (one server, or a shared mount) or an S3-compatible bucket. */
export type StorageConfig = { driver: 'local'; dir: string } | { driver: 's3'; s3: S3StorageOptions };

/** The storage the server and the CLI share, so the importer writes where the server reads. */
export function openStorage(config: StorageConfig): FileStorage {
  return config.driver === 's3' ? createS3Storage(config.s3) : createLocalStorage(config.dir);
}

/** A line for the start-up log: which storage, never its credentials. */
export function describeStorage(config: StorageConfig): string {
  if (config.driver === 'local') return `local:${config.dir}`;
  const { endpoint, bucket, prefix } = config.s3;
  // Only the host: an endpoint URL could carry a user and password.
  return `s3:${endpoint ? new URL(endpoint).host : 'aws'}/${bucket}${prefix ? `/${prefix}` : ''}`;
}
