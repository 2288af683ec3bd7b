import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { CV_PAGE_INVALID, CV_PAGE_LONG_SIDE } from '@lj/contract';
import { fieldErrors } from './http-errors';
import type { UploadedFile } from './uploads';

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'webp']);
const IMAGE_MIME_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);
const MAX_IMAGE_SIDE = 1024;
const CV_PAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg']);
const CV_PAGE_MIME_TYPES = new Set(['image/png', 'image/jpeg']);
/** About 25 megapixels: enough for any phone photo, small enough to stop decompression bombs. */
const MAX_INPUT_PIXELS = 25_000_000;

export const INVALID_IMAGE = 'Upload a valid image (PNG, JPEG or WebP).';
export const INVALID_DOCUMENT = 'Upload a valid document (PDF, DOC or DOCX).';
export const DOCUMENT_EXTENSION_MISMATCH =
  "The file's content does not match its extension. Upload a PDF, DOC or DOCX file with its real extension.";

const extensionOf = (filename: string) => path.extname(filename).slice(1).toLowerCase();

type ImageRule = {
  extensions: Set<string>;
  mimeTypes: Set<string>;
  maxSide: number;
  quality: number;
  invalid: string;
};

/**
 * Accepts an image of `rule`'s kinds judged by content (the name must also carry one of its
 * extensions), then re-encodes it as WebP: rotated upright, within `maxSide` px, and without the
 * metadata (EXIF, GPS location...), which sharp leaves out unless asked to keep it.
 */
async function reencode(file: UploadedFile, rule: ImageRule): Promise<Buffer> {
  const refuse = () => fieldErrors({ [file.field]: [rule.invalid] });
  if (!rule.extensions.has(extensionOf(file.filename))) throw refuse();
  const detected = await fileTypeFromBuffer(file.data);
  if (!detected || !rule.mimeTypes.has(detected.mime)) throw refuse();
  try {
    return await sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: rule.maxSide, height: rule.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: rule.quality })
      .toBuffer();
  } catch {
    throw refuse();
  }
}

/** A picture or logo: PNG, JPEG or WebP, at most 1024 px. */
export const reencodeImage = (file: UploadedFile): Promise<Buffer> =>
  reencode(file, {
    extensions: IMAGE_EXTENSIONS,
    mimeTypes: IMAGE_MIME_TYPES,
    maxSide: MAX_IMAGE_SIDE,
    quality: 85,
    invalid: INVALID_IMAGE,
  });

/**
 * A photographed page of a paper CV (docs/decisions/0035-cv-photo-pages.md): JPEG or PNG, its long side at most
 * CV_PAGE_LONG_SIDE px (typed text stays readable) at WebP quality 70, so a phone's 4 MB photo
 * becomes a few hundred KB for the employer to open on mobile data.
 */
export const reencodeCvPage = (file: UploadedFile): Promise<Buffer> =>
  reencode(file, {
    extensions: CV_PAGE_EXTENSIONS,
    mimeTypes: CV_PAGE_MIME_TYPES,
    maxSide: CV_PAGE_LONG_SIDE,
    quality: 70,
    invalid: CV_PAGE_INVALID,
  });

export type DocumentKind = 'pdf' | 'doc' | 'docx';

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((byte, i) => data[i] === byte);

/** A real .docx holds a few dozen parts; Word's own limit on a document is far below these. */
const MAX_ZIP_ENTRIES = 1000;
const MAX_ZIP_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;

/** An entry name that would leave the folder it is extracted into, or that only Windows reads as a path. */
const isUnsafeEntryName = (name: string) =>
  name.startsWith('/') || name.includes('\\') || /^[a-zA-Z]:/.test(name) || name.split('/').includes('..');

/**
 * Reads the zip's central directory (at the end of the file), so nothing inside the archive is
 * decompressed or parsed: null when the directory is broken or the archive is hostile (too many
 * entries, a huge declared size, ZIP64, '../' or absolute names), else whether `name` is listed.
 */
export function zipHasEntry(data: Buffer, name: string): boolean | null {
  const END_SIGNATURE = 0x06054b50;
  const ENTRY_SIGNATURE = 0x02014b50;
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let i = data.length - 22; i >= lowest; i--) {
    if (data.readUInt32LE(i) === END_SIGNATURE) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = data.readUInt16LE(end + 10);
  if (entries > MAX_ZIP_ENTRIES) return null;
  let offset = data.readUInt32LE(end + 16);
  let found = false;
  let uncompressed = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== ENTRY_SIGNATURE) return null;
    const size = data.readUInt32LE(offset + 24);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > data.length) return null;
    // 0xffffffff means the real size is in a ZIP64 field: no .docx needs one.
    uncompressed += size;
    if (size === 0xffffffff || uncompressed > MAX_ZIP_UNCOMPRESSED_BYTES) return null;
    const entryName = data.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (isUnsafeEntryName(entryName)) return null;
    if (entryName === name) found = true;
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return found;
}

/** PDF, Word 97 (a CFB container) or Word 2007+ (a zip holding word/document.xml), by content. */
export function detectDocument(data: Buffer): DocumentKind | null {
  if (data.length >= 5 && data.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (
    data.length >= 22 &&
    startsWith(data, [0x50, 0x4b, 0x03, 0x04]) &&
    zipHasEntry(data, 'word/document.xml') === true
  ) {
    return 'docx';
  }
  return null;
}

/**
 * A résumé must be a PDF, DOC or DOCX by content AND carry that extension: a PDF renamed .docx is
 * refused rather than silently stored, so what the company downloads is what the name says.
 */
export function checkDocument(file: UploadedFile): DocumentKind {
  const kind = detectDocument(file.data);
  if (!kind) throw fieldErrors({ [file.field]: [INVALID_DOCUMENT] });
  if (extensionOf(file.filename) !== kind) throw fieldErrors({ [file.field]: [DOCUMENT_EXTENSION_MISMATCH] });
  return kind;
}
