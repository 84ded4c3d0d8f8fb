import { join } from 'node:path';
import type { StorageConfig } from '../storage/open-storage.ts';

const REQUIRED_S3 = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * STORAGE_DRIVER picks the file storage: `local` (DATA_DIR/files, the default) or `s3`. A half-configured
 * bucket stops the start with the missing variables named, rather than failing at the first upload.
 */
export function loadStorageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const driver = env.STORAGE_DRIVER || 'local';
  if (driver === 'local') return { driver, dir: join(dataDir, 'files') };
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER must be "local" or "s3", not "${driver}"`);
  const missing = REQUIRED_S3.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`STORAGE_DRIVER=s3 needs ${missing.join(', ')} to be set`);
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return {
    driver,
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      prefix: env.S3_PREFIX || undefined,
      forcePathStyle: pathStyle === undefined || pathStyle === '' ? undefined : pathStyle === '1',
    },
  };
}
