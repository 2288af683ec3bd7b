import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsV4Signer } from 'aws4fetch';
import S3rver from 's3rver';
import type { S3Settings } from '../src/lib/s3-storage';

export type S3Server = {
  settings: S3Settings;
  /** The same settings as server environment variables, for createTestApp or a spawned server. */
  env: Record<string, string>;
  close(): Promise<void>;
};

const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

const s3ErrorXml = (code: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code></Error>`;

/**
 * True when the request carries a valid SigV4 signature for the known key and its body matches the
 * signed SHA-256, as S3 requires: s3rver checks only the access key id of SigV4 requests.
 * The signature is recomputed from the headers the client says it signed.
 */
async function signatureHolds(req: IncomingMessage, body: Buffer, region: string): Promise<boolean> {
  const authorization = req.headers.authorization ?? '';
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) headers[name] = String(req.headers[name] ?? '');
  const payloadHash = headers['x-amz-content-sha256'];
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex')) {
    return false;
  }
  const expected = await new AwsV4Signer({
    method: req.method ?? 'GET',
    url: `http://${req.headers.host}${req.url}`,
    headers,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    service: 's3',
    region,
    datetime: headers['x-amz-date'] ?? '',
  }).authHeader();
  return expected === authorization;
}

/** Answers a request to the front: refused unless signed right, else passed to s3rver as it came. */
async function relay(req: IncomingMessage, res: ServerResponse, innerPort: number, region: string): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  if (!(await signatureHolds(req, body, region))) {
    res.writeHead(403, { 'content-type': 'application/xml' }).end(s3ErrorXml('SignatureDoesNotMatch'));
    return;
  }
  const inner = request(
    { host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  inner.on('error', (error) => res.destroy(error));
  inner.end(body);
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/**
 * A real S3-compatible HTTP server (s3rver) on a free loopback port, with one empty bucket in a
 * temporary folder, behind a front that checks SigV4 signatures and payload hashes as S3 does.
 */
export async function startS3Server(bucket = 'lj-media', region = 'us-east-1'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'lj-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port: innerPort } = await s3rver.run();
  const front = createServer((req, res) => {
    relay(req, res, innerPort, region).catch((error) => res.destroy(error));
  });
  const port = await listen(front);
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: settings.endpoint,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    async close() {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
