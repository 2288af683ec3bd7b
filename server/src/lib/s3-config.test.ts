import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('the S3 settings', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lj-s3-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789', ...env });
  const full = {
    S3_BUCKET: 'lj-media',
    S3_ENDPOINT: 'http://minio:9000',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('when no S3_* variable is set (or they are empty), then uploads stay in DATA_DIR/media', () => {
    expect(load({}).s3).toBeUndefined();
    expect(load({ S3_BUCKET: '', S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' }).s3).toBeUndefined();
  });

  it('when the bucket, endpoint and keys are set, then the bucket is used, path-style in us-east-1 unless told', () => {
    expect(load(full).s3).toEqual({
      bucket: 'lj-media',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(load({ ...full, S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'false' }).s3).toMatchObject({
      region: 'auto',
      forcePathStyle: false,
    });
  });

  it('when S3_BUCKET is set without the rest, then boot is refused naming each missing variable', () => {
    expect(() => load({ S3_BUCKET: 'lj-media', S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID: required when S3_BUCKET is set\n  S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    );
  });

  it('when S3 keys are set without S3_BUCKET, then boot is refused rather than silently using the disk', () => {
    const { S3_BUCKET: _, ...withoutBucket } = full;
    expect(() => load(withoutBucket)).toThrow(/S3_BUCKET: required when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET/);
  });

  it('when the endpoint or bucket name is malformed, then boot is refused', () => {
    expect(() => load({ ...full, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: must be an http/);
    expect(() => load({ ...full, S3_BUCKET: 'a/b' })).toThrow(/S3_BUCKET: not a valid bucket name/);
  });
});
