import { describe, expect, it } from 'vitest';
import { loadStorageConfig } from './storage-config.ts';

const S3_ENV = {
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: 'http://minio:9000',
  S3_BUCKET: 'tenders',
  S3_ACCESS_KEY_ID: 'portal',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('loadStorageConfig', () => {
  it('keeps files in DATA_DIR/files unless told otherwise', () => {
    expect(loadStorageConfig({}, '/srv/data')).toEqual({ driver: 'local', dir: '/srv/data/files' });
    expect(loadStorageConfig({ STORAGE_DRIVER: 'local' }, '/srv/data').driver).toBe('local');
  });

  it('reads the bucket settings, with us-east-1 and no prefix by default', () => {
    expect(loadStorageConfig(S3_ENV, '/srv/data')).toEqual({
      driver: 's3',
      s3: {
        endpoint: 'http://minio:9000',
        bucket: 'tenders',
        region: 'us-east-1',
        accessKeyId: 'portal',
        secretAccessKey: 'secret',
        prefix: undefined,
        forcePathStyle: undefined,
      },
    });
    const full = loadStorageConfig(
      { ...S3_ENV, S3_REGION: 'ap-east-1', S3_PREFIX: 'portal', S3_FORCE_PATH_STYLE: '0' },
      '/srv/data',
    );
    expect(full).toMatchObject({ s3: { region: 'ap-east-1', prefix: 'portal', forcePathStyle: false } });
  });

  it('names every missing S3 setting at start-up', () => {
    expect(() => loadStorageConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'tenders' }, '/srv/data')).toThrow(
      'STORAGE_DRIVER=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY to be set',
    );
    expect(() => loadStorageConfig({ ...S3_ENV, S3_BUCKET: '' }, '/srv/data')).toThrow(/needs S3_BUCKET/);
  });

  it('refuses an unknown driver instead of falling back to the local folder', () => {
    expect(() => loadStorageConfig({ STORAGE_DRIVER: 'gcs' }, '/srv/data')).toThrow(
      'STORAGE_DRIVER must be "local" or "s3", not "gcs"',
    );
  });
});
