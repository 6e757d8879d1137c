import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { verificationCodes } from '@db/schema';
import { sha256Hex } from '@platform/auth/sessions';

/**
 * E-mailed verification codes, for member companies (the member assessment) and meeting users
 * (meeting sign-in): 6 digits, stored as SHA-256(salt:code), 10 minutes, single use, 5 tries.
 */
export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

/** An unbiased 6-digit code: rejection sampling over 32-bit values from the secure source. */
export function newCode(): string {
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000;
  const buf = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buf);
    if (buf[0] < limit) return String(buf[0] % 1_000_000).padStart(6, '0');
  }
}

const randomSalt = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
const hashOf = async (salt: string, code: string) => `${salt}$${await sha256Hex(`${salt}:${code}`)}`;

/** Constant-time comparison of two hex strings of equal length. */
function sameHex(a: string, b: string) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Whose code: a member company or a meeting user. */
export type CodeOwner = { member_id: number } | { meeting_user_id: number };

const ownedBy = (owner: CodeOwner) =>
  'member_id' in owner ? eq(verificationCodes.member_id, owner.member_id) : eq(verificationCodes.meeting_user_id, owner.meeting_user_id);

/** Issues a new code for the owner; every earlier unused code of the owner dies. */
export async function issueCode(db: Db, owner: CodeOwner, now: Date): Promise<string> {
  const code = newCode();
  const code_hash = await hashOf(randomSalt(), code);
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ used_at: now })
      .where(and(ownedBy(owner), isNull(verificationCodes.used_at)));
    await tx.insert(verificationCodes).values({
      ...owner,
      code_hash,
      created_at: now,
      expires_at: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
    });
  });
  return code;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'locked';

/**
 * Checks a code against the owner's live code; a success uses it up. The try is counted before the
 * comparison by one conditional UPDATE (SECURITY 15): of any number of parallel guesses at most
 * five are counted and compared, the others are refused uncompared, and the 5th counted wrong try
 * kills the code. Only the UPDATE that flips `used_at` can make a right code 'ok'.
 */
export async function checkCode(db: Db, owner: CodeOwner, code: string, now: Date): Promise<CodeCheck> {
  const [row] = await db
    .select({ id: verificationCodes.id, code_hash: verificationCodes.code_hash, expires_at: verificationCodes.expires_at })
    .from(verificationCodes)
    .where(and(ownedBy(owner), isNull(verificationCodes.used_at)))
    .orderBy(desc(verificationCodes.created_at), desc(verificationCodes.id))
    .limit(1);
  if (!row || row.expires_at <= now) return 'expired';
  const live = and(eq(verificationCodes.id, row.id), isNull(verificationCodes.used_at), gt(verificationCodes.expires_at, now));
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(live, lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ attempts: verificationCodes.attempts });
  if (!counted) return refusal(db, row.id);
  const [salt, hash] = row.code_hash.split('$');
  const given = (await hashOf(salt, code)).split('$')[1];
  if (!sameHex(given, hash)) {
    if (counted.attempts < MAX_CODE_ATTEMPTS) return 'wrong';
    await db
      .update(verificationCodes)
      .set({ used_at: now })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.used_at)));
    return 'locked';
  }
  // single use: only the request that flips used_at wins (a 5th wrong try may have killed it meanwhile)
  const used = await db.update(verificationCodes).set({ used_at: now }).where(live).returning({ id: verificationCodes.id });
  return used.length ? 'ok' : refusal(db, row.id);
}

/** Why a code that was live a moment ago is not any more: out of tries, or used up, replaced or expired. */
async function refusal(db: Db, id: number): Promise<CodeCheck> {
  const [row] = await db.select({ attempts: verificationCodes.attempts }).from(verificationCodes).where(eq(verificationCodes.id, id));
  return (row?.attempts ?? 0) >= MAX_CODE_ATTEMPTS ? 'locked' : 'expired';
}
