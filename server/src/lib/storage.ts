import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomHex } from './crypto';

/** A stored file opened for reading: its bytes as a stream, and what the response headers need. */
export type StoredFile = {
  body: Readable;
  size: number;
  /** Present when the store knows them; passed on to the browser as they are. */
  etag?: string;
  lastModified?: Date;
};

/**
 * Where uploads live. Every server process must see the same store: one shared folder (the same
 * DATA_DIR, e.g. on NFS) or one S3-compatible bucket (s3-storage.ts); media-storage.ts picks one
 * from the configuration. Keys are "folder/name.ext", as kept in the database.
 */
export type MediaStorage = {
  /** Stores bytes under a new random name in `folder`; answers the key. Never a partial file. */
  save(folder: string, extension: string, data: Buffer): Promise<string>;
  /** Opens a stored file; null when it is missing or the key is not one this store could have made. */
  read(key: string): Promise<StoredFile | null>;
  /** Deletes a stored file; a missing one, or a key that is not a stored name, is ignored. */
  remove(key: string): Promise<void>;
  /** Set when files sit in a local folder that can be served straight from disk (sendfile, ranges). */
  localRoot?: string;
};

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/**
 * True for keys shaped like the ones `save` makes: "folder/name.ext" of plain characters, so no
 * `..`, no absolute path, no backslash, no URL syntax can reach outside the store or its bucket.
 */
export function isStorageKey(key: string): boolean {
  const parts = key.split('/');
  return parts.length === 2 && parts.every((part) => SEGMENT.test(part) && !part.includes('..'));
}

/** A fresh key in `folder`; throws on a folder or extension that would make an unsafe key. */
export function newStorageKey(folder: string, extension: string): string {
  const key = `${folder}/${randomHex(32)}.${extension}`;
  if (!/^[a-z0-9]{1,10}$/.test(extension) || !isStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
};

/** The default store: a local (or mounted) directory, DATA_DIR/media. */
export function directoryStorage(root: string): MediaStorage {
  const fileOf = (key: string) => (isStorageKey(key) ? path.join(root, key) : null);
  return {
    localRoot: root,
    async save(folder, extension, data) {
      const key = newStorageKey(folder, extension);
      await mkdir(path.join(root, folder), { recursive: true });
      // 'wx': never overwrite, even if two processes drew the same name.
      await writeFile(path.join(root, key), data, { flag: 'wx', mode: 0o644 });
      return key;
    },
    async read(key) {
      const file = fileOf(key);
      if (!file) return null;
      try {
        // One open file for stat and stream: a file removed in between still reads whole.
        const handle = await open(file, 'r');
        const stats = await handle.stat().catch(async (error) => {
          await handle.close();
          throw error;
        });
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        // The stream closes the handle when it ends or is destroyed.
        return { body: handle.createReadStream(), size: stats.size, lastModified: stats.mtime };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      const file = fileOf(key);
      if (file) await rm(file, { force: true });
    },
  };
}
