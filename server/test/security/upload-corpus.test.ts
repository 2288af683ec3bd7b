import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../client';
import { createUser } from '../fixtures';
import { type FilePart, multipartBody, samplePng, sampleZip } from '../sample-files';
import { createTestApp, type TestApp } from '../test-app';
import { jobSeekerProfiles } from '../../src/db/schema';
import { createDeviceSession } from '../../src/modules/accounts/sessions';

const PROFILE = '/accounts/api/auth/profile/';
const MiB = 1024 * 1024;
/** Every file is judged in under 2 s, so a hostile upload can't hold a worker. */
const MAX_CHECK_MS = 2000;

/** A PNG that declares width x height but carries almost no pixel data. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Sets the uncompressed size that the zip's central directory declares for entry `index`. */
function declareSize(zip: Buffer, index: number, size: number): Buffer {
  const patched = Buffer.from(zip);
  const end = patched.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let offset = patched.readUInt32LE(end + 16);
  for (let n = 0; n < index; n++) offset += 46 + patched.readUInt16LE(offset + 28);
  patched.writeUInt32LE(size, offset + 24);
  return patched;
}

const docxEntries = {
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  'word/document.xml': '<?xml version="1.0"?><w:document><w:body>CV</w:body></w:document>',
};

/** Lists every file under `root`, relative to it. */
function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

describe('the upload corpus', () => {
  let t: TestApp;
  let client: TestClient;
  let userId: number;
  let privateTmp: string;
  let tmpBefore: string[];
  const previousTmp = process.env.TMPDIR;

  beforeAll(async () => {
    // A temporary folder of our own, so that leftovers from the uploads are ours to see.
    privateTmp = mkdtempSync(path.join(tmpdir(), 'lj-upload-tmp-'));
    process.env.TMPDIR = privateTmp;
    t = await createTestApp();
    tmpBefore = filesUnder(privateTmp);
    userId = (await createUser(t.database.db)).id;
    client = new TestClient(t.app);
    client.token = (await createDeviceSession(t.database.db, userId)).token;
  });
  afterAll(async () => {
    await t.close();
    process.env.TMPDIR = previousTmp;
    rmSync(privateTmp, { recursive: true, force: true });
  });

  const stored = async () => {
    const [row] = await t.database.db
      .select({ picture: jobSeekerProfiles.picture, resume: jobSeekerProfiles.resume })
      .from(jobSeekerProfiles)
      .where(eq(jobSeekerProfiles.userId, userId));
    return { picture: row?.picture ?? null, resume: row?.resume ?? null };
  };
  const mediaRoot = () => path.join(t.config.dataDir, 'media');

  /** Uploads one file, timing the whole check; then the disk holds exactly what the profile names. */
  async function upload(file: FilePart) {
    const { payload, headers } = multipartBody({}, [file]);
    const started = performance.now();
    const response = await client.put(PROFILE, undefined, { payload, headers });
    const elapsed = performance.now() - started;
    expect(elapsed, `${file.filename} took ${elapsed.toFixed(0)} ms`).toBeLessThan(MAX_CHECK_MS);
    expect(response.statusCode, response.body).toBeLessThan(500);
    const { picture, resume } = await stored();
    const named = [picture, resume].filter((name): name is string => name !== null).sort();
    expect(filesUnder(mediaRoot()).sort()).toEqual(named);
    const newInTmp = filesUnder(privateTmp).filter(
      (name) => !tmpBefore.includes(name) && !path.join(privateTmp, name).startsWith(t.config.dataDir),
    );
    expect(newInTmp).toEqual([]);
    return response;
  }

  const expectRefused = async (file: FilePart) => {
    const before = await stored();
    const response = await upload(file);
    expect(response.statusCode).toBe(400);
    expect(response.json()[file.field]).toEqual([expect.any(String)]);
    expect(await stored()).toEqual(before);
  };

  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
  const html = '<html><body><script>alert(document.cookie)</script></body></html>';

  it.each<[string, () => Promise<FilePart>]>([
    ['HTML renamed .jpg', async () => ({ field: 'picture', filename: 'me.jpg', data: Buffer.from(html) })],
    ['SVG with a script', async () => ({ field: 'picture', filename: 'me.svg', data: Buffer.from(svg) })],
    ['SVG with a script renamed .png', async () => ({ field: 'picture', filename: 'me.png', data: Buffer.from(svg) })],
    [
      'a 30,000 x 30,000 pixel PNG header',
      async () => ({ field: 'picture', filename: 'big.png', data: pngHeader(30_000, 30_000) }),
    ],
    [
      'a truncated PNG',
      async () => {
        const png = await samplePng(800, 600);
        return { field: 'picture', filename: 'cut.png', data: png.subarray(0, Math.floor(png.length / 2)) };
      },
    ],
    [
      'a truncated JPEG',
      async () => {
        const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#bf0a30' } })
          .jpeg()
          .toBuffer();
        return { field: 'picture', filename: 'cut.jpg', data: jpeg.subarray(0, Math.floor(jpeg.length / 2)) };
      },
    ],
    [
      'a picture 1 byte over 5 MB',
      async () => ({ field: 'picture', filename: 'huge.png', data: Buffer.alloc(5 * MiB + 1) }),
    ],
    [
      'an .exe renamed .pdf',
      async () => ({
        field: 'resume',
        filename: 'cv.pdf',
        data: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(4096)]),
      }),
    ],
    [
      'a docx zip bomb (declared 4 GB)',
      async () => ({ field: 'resume', filename: 'cv.docx', data: declareSize(sampleZip(docxEntries), 1, 0xfffffffe) }),
    ],
    [
      'a docx zip bomb (2,000 entries)',
      async () => {
        const entries: Record<string, string> = { ...docxEntries };
        for (let i = 0; i < 2000; i++) entries[`word/media/part${i}.xml`] = 'x';
        return { field: 'resume', filename: 'cv.docx', data: sampleZip(entries) };
      },
    ],
    [
      "a docx with '../' entries",
      async () => ({
        field: 'resume',
        filename: 'cv.docx',
        data: sampleZip({ ...docxEntries, '../../evil.sh': 'rm -rf /' }),
      }),
    ],
    [
      'a resume 1 byte over 10 MB',
      async () => ({
        field: 'resume',
        filename: 'cv.pdf',
        data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * MiB - 8)]),
      }),
    ],
  ])('when the upload is %s, then it is refused with a field error and nothing is stored', async (_name, make) => {
    await expectRefused(await make());
  });

  it('when a PNG has an HTML page appended, then it is accepted only re-encoded, without the payload', async () => {
    const png = await samplePng(400, 300);
    const response = await upload({
      field: 'picture',
      filename: 'me.png',
      data: Buffer.concat([png, Buffer.from(html)]),
    });
    expect(response.statusCode).toBe(200);
    const bytes = readFileSync(path.join(mediaRoot(), (await stored()).picture as string));
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    expect(bytes.includes('<html')).toBe(false);
    expect(bytes.includes('<script')).toBe(false);
  });

  it('when a JPEG carries GPS EXIF, then the stored picture has no EXIF and no GPS at all', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#002868' } })
      .jpeg()
      .withExif({
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 18/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '10/1 48/1 5/1' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await upload({ field: 'picture', filename: 'gps.jpg', data: jpeg });
    expect(response.statusCode).toBe(200);
    const bytes = readFileSync(path.join(mediaRoot(), (await stored()).picture as string));
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
  });

  // Decision: a file starting with '%PDF-' is a PDF even when the rest is text. It is never
  // parsed or rendered by us, and it is served only as an attachment with nosniff and a sandbox CSP.
  it("when a file is '%PDF-' followed by text, then it is stored as a .pdf résumé, byte for byte", async () => {
    const data = Buffer.from(`%PDF-1.4\n${html}`);
    const response = await upload({ field: 'resume', filename: 'cv.pdf', data });
    expect(response.statusCode).toBe(200);
    const { resume } = await stored();
    expect(resume).toMatch(/^resumes\/[0-9a-f]{32}\.pdf$/);
    expect(readFileSync(path.join(mediaRoot(), resume as string)).equals(data)).toBe(true);
  });

  it('when a résumé of exactly 10 MB is uploaded three times, then each is stored whole and only the last stays', async () => {
    for (let round = 0; round < 3; round++) {
      const data = Buffer.concat([Buffer.from(`%PDF-1.4\n% round ${round}\n`), Buffer.alloc(10 * MiB)]).subarray(
        0,
        10 * MiB,
      );
      const response = await upload({ field: 'resume', filename: 'cv.pdf', data });
      expect(response.statusCode).toBe(200);
      const stored_ = readFileSync(path.join(mediaRoot(), (await stored()).resume as string));
      expect(stored_.length).toBe(10 * MiB);
      expect(stored_.equals(data)).toBe(true);
    }
    expect(filesUnder(path.join(mediaRoot(), 'resumes'))).toHaveLength(1);
  });
});
