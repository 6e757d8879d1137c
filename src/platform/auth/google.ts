import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AppConfig } from '../ports';

type KeySet = ReturnType<typeof createRemoteJWKSet>;

/**
 * One key-set getter per URL for the life of the process (or Worker isolate): jose caches the keys
 * inside it, so Google's JWKS is fetched once and again only for an unknown `kid` or after its max age.
 */
const keySets = new Map<string, KeySet>();

function keySetFor(url: string): KeySet {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url));
    keySets.set(url, keySet);
  }
  return keySet;
}

export type GoogleIdentity = { ok: true; email: string } | { ok: false; reason: string };

/**
 * Verifies a Google Identity Services ID token as Google's guide asks: RS256 signature by one of
 * Google's keys, `iss`, `aud` = our client id, not expired, and a verified e-mail. Never throws:
 * the reason is for the log only, the caller answers every failure the same way.
 */
export async function verifyGoogleIdToken(idToken: string, config: AppConfig, now: Date): Promise<GoogleIdentity> {
  if (!config.googleClientId) return { ok: false, reason: 'google sign-in not configured' };
  try {
    const { payload } = await jwtVerify(idToken, keySetFor(config.googleJwksUrl), {
      algorithms: ['RS256'],
      issuer: config.googleIssuers,
      audience: config.googleClientId,
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'email'],
    });
    if (payload.email_verified !== true) return { ok: false, reason: 'email not verified' };
    if (typeof payload.email !== 'string' || !payload.email) return { ok: false, reason: 'no email claim' };
    return { ok: true, email: payload.email };
  } catch (err) {
    const code = (err as { code?: string }).code;
    return { ok: false, reason: code ?? (err instanceof Error ? err.message : 'invalid token') };
  }
}
