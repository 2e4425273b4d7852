import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** OWASP password-storage parameters for scrypt (N=2^13, r=8, p=10: 8 MiB, ~150 ms here). */
const PARAMS = { N: 2 ** 13, r: 8, p: 10 } as const;
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$salt$hash`, both base64url; parameters travel with the hash. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(secret, salt, KEY_LENGTH, { ...PARAMS, maxmem: 64 * 1024 * 1024 });
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Recently verified (stored hash, secret) pairs, as HMACs under a per-process key. */
const verified = new Map<string, number>();
const VERIFIED_TTL_MS = 5 * 60_000;
const VERIFIED_MAX = 10_000;
const processKey = crypto.randomBytes(32);

function verifiedTag(stored: string, secret: string): string {
  return crypto
    .createHmac('sha256', processKey)
    .update(stored)
    .update('\0')
    .update(secret)
    .digest('base64url');
}

/**
 * Constant-time check of a secret against its stored scrypt hash. A pair that verified in the last
 * few minutes is recognised by its HMAC instead of a second scrypt, so a member's run of money
 * requests costs one slow hash, while every wrong guess still pays the full scrypt cost. The
 * cache holds only keyed HMACs in memory, and a changed hash never matches an old entry.
 */
export async function verifySecret(stored: string, secret: string): Promise<boolean> {
  const tag = verifiedTag(stored, secret);
  const seen = verified.get(tag);
  if (seen !== undefined && Date.now() - seen < VERIFIED_TTL_MS) return true;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(secret, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * 1024 * 1024,
  });
  const ok = actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
  if (ok) {
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(tag, Date.now());
  }
  return ok;
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** A readable random password with letters and digits (satisfies the password rule). */
export function generatePassword(length = 14): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const chars = [
    letters[crypto.randomInt(letters.length)],
    digits[crypto.randomInt(digits.length)],
  ];
  while (chars.length < length) chars.push(all[crypto.randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** Member codes: 8 characters from an alphabet without 0/O/1/I (and L, to be safe). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export function generateMemberCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)];
  return code;
}

export function randomOtp(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}
