import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomHex } from './crypto';

/**
 * Where uploads live. Every server process must see the same store: with several processes, give
 * them one shared folder (the same DATA_DIR, e.g. on NFS). An S3-compatible store is a later
 * implementation of this interface (it needs an S3 client dependency), chosen by configuration.
 */
export type MediaStorage = {
  /** Stores bytes under a new random name in `folder`; answers the key ("folder/name.ext") kept in the DB. */
  save(folder: string, extension: string, data: Buffer): Promise<string>;
  /** Deletes a stored file; a missing one, or a key outside the store, is ignored. */
  remove(key: string): Promise<void>;
};

/** The default store: a local (or mounted) directory, DATA_DIR/media. */
export function directoryStorage(root: string): MediaStorage {
  const inside = (key: string) => {
    const file = path.resolve(root, key);
    return file.startsWith(`${root}${path.sep}`) ? file : null;
  };
  return {
    async save(folder, extension, data) {
      const dir = path.join(root, folder);
      await mkdir(dir, { recursive: true });
      const name = `${randomHex(32)}.${extension}`;
      // 'wx': never overwrite, even if two processes drew the same name.
      await writeFile(path.join(dir, name), data, { flag: 'wx', mode: 0o644 });
      return `${folder}/${name}`;
    },
    async remove(key) {
      const file = inside(key);
      if (file) await rm(file, { force: true });
    },
  };
}
