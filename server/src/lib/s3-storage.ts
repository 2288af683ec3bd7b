import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { isStorageKey, type MediaStorage, newStorageKey } from './storage';

export type S3Settings = {
  bucket: string;
  /** e.g. https://s3.eu-west-1.amazonaws.com, http://minio:9000, https://<account>.r2.cloudflarestorage.com */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** true: endpoint/bucket/key (MinIO, Ceph, R2...); false: bucket.endpoint/key (virtual-hosted). */
  forcePathStyle: boolean;
};

/** Stored with the object, so the bucket itself answers with a sensible type too. */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The object's URL; keys are plain characters only (isStorageKey), so they need no encoding. */
export function objectUrl(settings: S3Settings, key: string): string {
  const endpoint = new URL(settings.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, '');
  return settings.forcePathStyle
    ? `${endpoint.origin}${base}/${settings.bucket}/${key}`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${base}/${key}`;
}

/** An error that names the operation and S3's own code (e.g. AccessDenied), never the credentials. */
async function s3Error(operation: string, key: string, response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? '';
  return new Error(`S3 ${operation} ${key} failed: HTTP ${response.status} ${code}`.trim());
}

/**
 * Uploads in an S3-compatible bucket, over plain fetch with SigV4 signatures (aws4fetch). A PUT
 * is atomic in S3: the object appears whole or not at all, and the signed SHA-256 of the body
 * makes the store refuse bytes that differ from what was signed. Nothing touches the local disk.
 */
export function s3Storage(settings: S3Settings): MediaStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    // aws4fetch retries 5xx and 429 with backoff; a few tries, so a request never hangs for long.
    retries: 2,
  });
  const url = (key: string) => objectUrl(settings, key);

  return {
    async save(folder, extension, data) {
      const key = newStorageKey(folder, extension);
      const response = await client.fetch(url(key), {
        method: 'PUT',
        body: data,
        headers: { 'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream' },
      });
      if (!response.ok) throw await s3Error('PUT', key, response);
      await response.body?.cancel();
      return key;
    },
    async read(key) {
      if (!isStorageKey(key)) return null;
      const response = await client.fetch(url(key), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await s3Error('GET', key, response);
      const lastModified = response.headers.get('last-modified');
      return {
        // Streamed through, never buffered whole; destroying it (client gone) aborts the download.
        body: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
        size: Number(response.headers.get('content-length')),
        ...(response.headers.get('etag') ? { etag: response.headers.get('etag') as string } : {}),
        ...(lastModified ? { lastModified: new Date(lastModified) } : {}),
      };
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      const response = await client.fetch(url(key), { method: 'DELETE' });
      // S3 answers 204 whether or not the object existed; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) throw await s3Error('DELETE', key, response);
      await response.body?.cancel();
    },
  };
}
