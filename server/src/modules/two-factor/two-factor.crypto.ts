import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';

/**
 * Secrets of two-factor sign-in at rest. TOTP seeds are encrypted with AES-256-GCM and
 * recovery codes are stored as HMAC-SHA256, both under the server's key (lib/server-key.ts).
 */
export { serverKey } from '../../lib/server-key';

/** v1.<iv>.<tag>.<ciphertext>, base64url parts. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, sealed: string): string {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || !data) throw new Error('Unreadable two-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** Recovery codes are bound to their user, so equal codes of two users hash differently. */
export function hashRecoveryCode(key: Buffer, userId: string, normalized: string): string {
  return createHmac('sha256', key).update(`${userId}:${normalized}`).digest('hex');
}

// No 0/o, 1/l/i: codes are read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `count` codes shown as xxxxx-xxxxx (about 49 bits each). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const s = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
}
