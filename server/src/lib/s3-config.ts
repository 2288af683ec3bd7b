import type { S3Settings } from './s3-storage';

type S3Env = {
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
};

const NEEDED = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * The bucket settings, or undefined for the local media folder. Setting S3_BUCKET selects the
 * bucket; half a configuration is refused at boot, because a server that silently falls back to
 * its own disk would lose every upload the moment a second process serves the same site.
 */
export function s3Settings(env: S3Env): S3Settings | undefined {
  const set = NEEDED.filter((name) => env[name] !== undefined);
  if (!env.S3_BUCKET) {
    if (set.length === 0) return undefined;
    throw new Error(
      `Invalid configuration:\n  S3_BUCKET: required when ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set ` +
        '(set it to store uploads in that bucket, or remove the S3_* settings to keep them in DATA_DIR/media)',
    );
  }
  const missing = NEEDED.filter((name) => env[name] === undefined);
  if (missing.length > 0) {
    const lines = missing.map((name) => `  ${name}: required when S3_BUCKET is set`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT as string,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
