import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { testConfig } from './app';

export interface SignOptions {
  /** Defaults to Google's issuer. */
  issuer?: string;
  /** Defaults to the test config's client id. */
  audience?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  /** Sign with another key than the one the server publishes. */
  key?: CryptoKey;
  kid?: string;
}

/**
 * A stand-in for Google's JWKS endpoint on 127.0.0.1 (port 0): publishes the public half of an RS256
 * key and signs ID tokens with the private half, so tests exercise the real jose verification.
 */
export async function startJwksServer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-key-1';
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] });
  let hits = 0;
  const server = createServer((req, res) => {
    hits++;
    res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function signIdToken(claims: JWTPayload, opts: SignOptions = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ sub: '1234567890', email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? kid, typ: 'JWT' })
      .setIssuer(opts.issuer ?? 'https://accounts.google.com')
      .setAudience(opts.audience ?? testConfig.googleClientId)
      .setIssuedAt(now - 10)
      .setExpirationTime(now + (opts.expiresIn ?? 3600))
      .sign(opts.key ?? privateKey);
  }

  return {
    url: `http://127.0.0.1:${port}/jwks`,
    signIdToken,
    /** How many times the JWKS was fetched (the verifier should cache it). */
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
