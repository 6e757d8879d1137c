/**
 * The manage link's token (issue 27 §6): 32 random bytes as base64url, handed out once (in the
 * confirmation mail's link, after a `#` so it never reaches a log or a Referer); only its SHA-256
 * (hex) is stored, so a copy of the database cannot open anybody's registration.
 */
export function newManageToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function manageTokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
