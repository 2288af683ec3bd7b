import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';

export type Keys = Awaited<ReturnType<typeof generateKeyPair>>;

export type FakeGoogleKeys = {
  /** The key pair whose public half the key set publishes under `kid`. */
  google: Keys;
  /** A key pair Google does not publish, for forged signatures. */
  stranger: Keys;
  /** Pass as GOOGLE_JWKS_URL. */
  jwksUrl: string;
  close: () => Promise<void>;
};

/**
 * Stands in for https://www.googleapis.com/oauth2/v3/certs on loopback, so tests sign id_tokens
 * with a key the server trusts without reaching Google.
 */
export async function startFakeGoogleKeys(kid: string): Promise<FakeGoogleKeys> {
  // Extractable so tests can also export the public key (algorithm-confusion forgeries).
  const google = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(google.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    google,
    stranger,
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
