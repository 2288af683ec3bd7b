import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../test/s3-server';
import { objectUrl, s3Storage } from './s3-storage';
import { directoryStorage, type MediaStorage } from './storage';

/** Keys no store ever makes: each would name something outside its folder, or not a plain name. */
const UNSAFE_KEYS = [
  '',
  '../outside.txt',
  'resumes/../outside.txt',
  'pictures/../resumes/secret.pdf',
  'pictures/%2e%2e/resumes/secret.pdf',
  '/etc/passwd',
  'resumes\\..\\..\\outside.txt',
  'resumes/secret.pdf/',
  'resumes//secret.pdf',
  'a/b/secret.pdf',
  'resumes/..',
  'resumes/secret.pdf?versionId=1',
];

const readAll = async (storage: MediaStorage, key: string) => {
  const stored = await storage.read(key);
  return stored ? { size: stored.size, bytes: Buffer.concat(await stored.body.toArray()) } : null;
};

/**
 * A store plus two files put there behind its back: resumes/secret.pdf inside it, and outside.txt
 * one level up (for the bucket: at its top, where "resumes/../outside.txt" would lead a URL).
 */
type Subject = { storage: MediaStorage; plantFiles(): Promise<void>; plantedFiles(): Promise<string[]> };

/** The same contract for every store; `subject()` is ready once beforeAll has run. */
function storageContract(name: string, subject: () => Subject) {
  describe(`the ${name} media store`, () => {
    it('when bytes are saved, then they read back identical under a new random key in the folder', async () => {
      const { storage } = subject();
      const data = Buffer.from(Array.from({ length: 3 * 1024 * 1024 + 7 }, (_, i) => (i * 31) % 256));
      const key = await storage.save('resumes', 'pdf', data);
      const other = await storage.save('resumes', 'pdf', Buffer.from('small'));
      expect(key).toMatch(/^resumes\/[0-9a-f]{32}\.pdf$/);
      expect(other).not.toBe(key);
      const stored = await readAll(storage, key);
      expect(stored?.size).toBe(data.length);
      // Buffer.equals: toEqual walks 3 MB element by element for seconds.
      expect(stored?.bytes.equals(data)).toBe(true);
      expect((await readAll(storage, other))?.bytes.toString()).toBe('small');
    });

    it('when a key was never stored, then reading it answers null and removing it is a no-op', async () => {
      const { storage } = subject();
      expect(await storage.read('pictures/0123456789abcdef0123456789abcdef.webp')).toBeNull();
      await expect(storage.remove('pictures/0123456789abcdef0123456789abcdef.webp')).resolves.toBeUndefined();
    });

    it('when a file is removed, then it can no longer be read and other files stay', async () => {
      const { storage } = subject();
      const gone = await storage.save('pictures', 'webp', Buffer.from('gone'));
      const kept = await storage.save('pictures', 'webp', Buffer.from('kept'));
      await storage.remove(gone);
      expect(await storage.read(gone)).toBeNull();
      expect((await readAll(storage, kept))?.bytes.toString()).toBe('kept');
    });

    it('when a key tries to leave its folder or is not a plain name, then nothing is read or removed', async () => {
      const { storage, plantFiles, plantedFiles } = subject();
      await plantFiles();
      expect(await plantedFiles()).toEqual(['secret', 'outside']);
      for (const key of UNSAFE_KEYS) {
        expect(await storage.read(key), key).toBeNull();
        await storage.remove(key);
      }
      expect(await plantedFiles()).toEqual(['secret', 'outside']);
    });

    it('when the folder or extension would make an unsafe key, then saving refuses', async () => {
      const { storage } = subject();
      for (const [folder, extension] of [
        ['..', 'pdf'],
        ['pictures/../resumes', 'pdf'],
        ['pictures', 'pdf/../../x'],
        ['pictures', ''],
      ] as const) {
        await expect(storage.save(folder, extension, Buffer.from('x')), `${folder} ${extension}`).rejects.toThrow(
          /Unsafe storage key/,
        );
      }
    });
  });
}

describe('media stores', () => {
  let base = '';
  let s3: S3Server;

  beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'lj-storage-'));
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(base, { recursive: true, force: true });
  });

  storageContract('directory', () => {
    const root = path.join(base, 'media');
    const secret = path.join(root, 'resumes', 'secret.pdf');
    const outside = path.join(base, 'outside.txt');
    return {
      storage: directoryStorage(root),
      async plantFiles() {
        mkdirSync(path.dirname(secret), { recursive: true });
        writeFileSync(secret, 'secret');
        writeFileSync(outside, 'outside');
      },
      plantedFiles: async () => [secret, outside].filter(existsSync).map((file) => readFileSync(file, 'utf8')),
    };
  });

  storageContract('S3', () => {
    // Planted with the store's own credentials, at keys save() would never choose.
    const client = new AwsClient({ ...s3.settings, service: 's3' });
    const bucket = `${s3.settings.endpoint}/${s3.settings.bucket}`;
    const files = [`${bucket}/resumes/secret.pdf`, `${bucket}/outside.txt`];
    return {
      storage: s3Storage(s3.settings),
      async plantFiles() {
        for (const [index, url] of files.entries()) {
          const response = await client.fetch(url, { method: 'PUT', body: index === 0 ? 'secret' : 'outside' });
          expect(response.status).toBe(200);
        }
      },
      async plantedFiles() {
        const found: string[] = [];
        for (const url of files) {
          const response = await client.fetch(url);
          if (response.ok) found.push(await response.text());
          else await response.body?.cancel();
        }
        return found;
      },
    };
  });

  it('when the secret key is wrong, then the bucket refuses the signature and save, read and remove fail', async () => {
    const key = await s3Storage(s3.settings).save('pictures', 'webp', Buffer.from('x'));
    const storage = s3Storage({ ...s3.settings, secretAccessKey: 'not-the-secret' });
    await expect(storage.save('pictures', 'webp', Buffer.from('x'))).rejects.toThrow(
      /^S3 PUT pictures\/[0-9a-f]{32}\.webp failed: HTTP 403 SignatureDoesNotMatch$/,
    );
    await expect(storage.read(key)).rejects.toThrow(/S3 GET .* HTTP 403/);
    await expect(storage.remove(key)).rejects.toThrow(/S3 DELETE .* HTTP 403/);
  });

  it('when virtual-hosted style is chosen, then the bucket is in the host name; else in the path', () => {
    const settings = { ...s3.settings, endpoint: 'https://s3.eu-west-1.amazonaws.com', bucket: 'lj' };
    expect(objectUrl({ ...settings, forcePathStyle: false }, 'logos/a.webp')).toBe(
      'https://lj.s3.eu-west-1.amazonaws.com/logos/a.webp',
    );
    expect(objectUrl({ ...settings, forcePathStyle: true }, 'logos/a.webp')).toBe(
      'https://s3.eu-west-1.amazonaws.com/lj/logos/a.webp',
    );
  });
});
