import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { badRequest, fieldErrors } from './http-errors';
import { hasNul, NUL_CHARACTER } from './nul-characters';
import { storageFor } from './media-storage';

/** The largest file any upload route accepts; each kind checks its own smaller limit. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export type UploadedFile = { field: string; filename: string; data: Buffer };

export type MultipartForm = { fields: Record<string, string>; files: Map<string, UploadedFile> };

/** Folders of the media store (storageFor); pictures and logos are public, résumés private. */
export type MediaFolder = 'pictures' | 'resumes' | 'logos';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const fileTooLarge = (field: string, maxBytes: number) =>
  fieldErrors({ [field]: [`The file is too large. The maximum size is ${megabytes(maxBytes)}.`] });

const isFileTooLarge = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads a whole multipart form into memory: text fields, and the files named in `fileLimits`,
 * each refused with a field error when it is over its own limit. Other file fields are refused.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileLimits: Record<string, number>,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files = new Map<string, UploadedFile>();
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw fieldErrors({ [part.fieldname]: ['This value is too long.'] });
      // PostgreSQL text cannot hold NUL: refused here rather than failing the save with a 500.
      if (typeof part.value === 'string' && hasNul(part.value)) {
        throw fieldErrors({ [part.fieldname]: [NUL_CHARACTER] });
      }
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    const maxBytes = fileLimits[part.fieldname];
    if (maxBytes === undefined) {
      part.file.resume();
      throw fieldErrors({ [part.fieldname]: ['This field does not accept a file.'] });
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if (isFileTooLarge(error)) throw fileTooLarge(part.fieldname, maxBytes);
      throw error;
    }
    if (part.file.truncated || data.length > maxBytes) throw fileTooLarge(part.fieldname, maxBytes);
    // An empty file input is sent as a part without a name or content: treat it as "no file".
    if (data.length === 0 && !part.filename) continue;
    files.set(part.fieldname, { field: part.fieldname, filename: part.filename, data });
  }
  return { fields, files };
}

/** Stores bytes under a random name in the configured store; answers the key kept in the DB. */
export function saveMedia(config: Config, folder: MediaFolder, extension: string, data: Buffer): Promise<string> {
  return storageFor(config).save(folder, extension, data);
}

/** Where a file that could not be deleted is written down: a request's log, the server's, the CLI's terminal. */
export type RemovalLog = { warn(details: object, message: string): void };

/**
 * Deletes a stored file that nothing points to any more (replaced, deleted, or written for a change that
 * failed); a missing file or a key that is not a stored name is ignored. Never throws: the change it
 * follows is committed (or its own error is the answer), so a store that refuses (a bucket down, a
 * disk error) leaves an orphan file, logged with its key, and the person gets their answer.
 */
export async function removeMedia(config: Config, key: string | null | undefined, log: RemovalLog): Promise<void> {
  if (!key) return;
  try {
    await storageFor(config).remove(key);
  } catch (error) {
    log.warn({ err: error, key }, 'an upload nothing points to could not be deleted; it stays in the store');
  }
}

/** Where a key lives with the default directory store (tests look at the files themselves). */
export const mediaFilePath = (config: Config, key: string) => path.join(config.dataDir, 'media', key);
