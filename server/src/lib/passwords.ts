import argon2 from 'argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet parameters (m=19 MiB, t=2, p=1);
 * see docs/decisions/0003-password-hashing.md. Kept as one object so tests can spy on it
 * (e.g. to prove the sign-in rate limit answers before any hashing).
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

let dummyHash: Promise<string> | null = null;

export const passwords = {
  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  },
  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false; // a malformed stored hash never signs anyone in
    }
  },
  /** Same work as a real check, so an unknown email takes as long as a wrong password. */
  async verifyDummy(password: string): Promise<void> {
    dummyHash ??= argon2.hash('espasyo-dummy-password', ARGON2_OPTIONS);
    await passwords.verify(await dummyHash, password);
  },
  /** True when a stored hash was made with older parameters and should be replaced. */
  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, ARGON2_OPTIONS);
    } catch {
      return true;
    }
  },
};
