import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';

export type GoogleIdentity = { sub: string; email: string; givenName: string; familyName: string };

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** One key set per URL, shared by every request: jose caches the keys and refetches on rotation. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(url: string) {
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url));
    keySets.set(url, keys);
  }
  return keys;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Checks a Google id_token as Google's backend guide says: RS256 signature by Google's published
 * keys, issuer, audience = our client id, expiry, and a verified e-mail. Null when anything fails.
 */
export async function verifyGoogleIdToken(
  idToken: string,
  options: { clientId: string; jwksUrl: string },
): Promise<GoogleIdentity | null> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(options.jwksUrl), {
      algorithms: ['RS256'],
      issuer: GOOGLE_ISSUERS,
      audience: options.clientId,
    }));
  } catch {
    return null;
  }
  const sub = text(payload.sub);
  const email = text(payload.email).trim().toLowerCase();
  if (!sub || !email || payload.email_verified !== true) return null;
  return { sub, email, givenName: text(payload.given_name), familyName: text(payload.family_name) };
}
