import path from 'node:path';
import type { Config } from '../config';
import { s3Storage } from './s3-storage';
import { directoryStorage, type MediaStorage } from './storage';

const chosen = new WeakMap<Config, MediaStorage>();

/**
 * The one place that picks where uploads live: the configured S3-compatible bucket, else
 * DATA_DIR/media. Uploads, deletions and both media routes all go through it. One per config.
 */
export function storageFor(config: Config): MediaStorage {
  let storage = chosen.get(config);
  if (!storage) {
    storage = config.s3 ? s3Storage(config.s3) : directoryStorage(path.join(config.dataDir, 'media'));
    chosen.set(config, storage);
  }
  return storage;
}
