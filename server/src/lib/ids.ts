import { uuidv7 } from 'uuidv7';
import { createHash, randomBytes } from 'node:crypto';

/** Sortable string ids (UUID v7) for every row. */
export const newId = (): string => uuidv7();

/** A random secret for links and cookies, URL-safe. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Tokens and session ids are stored hashed so a database leak does not hand out sessions. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
