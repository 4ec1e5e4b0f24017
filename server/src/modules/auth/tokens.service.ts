import { AppError, ErrorCode, limits } from '@espasyo/domain';
import type { Executor } from '../../db/client';
import { newId, randomToken, sha256 } from '../../lib/ids';
import { tokensRepository as repo, type TokenKind } from './tokens.repository';

/** The three ways a link can fail, each with its own message (the page says what to do next). */
export interface LinkMessages {
  used: string;
  expired: string;
  invalid: string;
}

/** Issues a single-use link token (an email change's carries the new address); only its sha256 is stored. Returns the raw token for the email. */
export async function issueLinkToken(
  db: Executor,
  kind: TokenKind,
  userId: string,
  now: Date,
  ttlMs: number,
  newEmail?: string,
): Promise<string> {
  const token = randomToken();
  await repo.insert(db, {
    id: newId(),
    userId,
    kind,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + ttlMs),
    now,
    newEmail,
  });
  return token;
}

/** The token's row if it can still be used; otherwise a 400 with token_used / token_expired / token_invalid. */
export async function checkLinkToken(db: Executor, kind: TokenKind, token: string, now: Date, messages: LinkMessages) {
  const row = token && token.length <= limits.token ? await repo.findByHash(db, kind, sha256(token)) : undefined;
  if (!row) throw new AppError(ErrorCode.tokenInvalid, messages.invalid);
  if (row.usedAt) throw new AppError(ErrorCode.tokenUsed, messages.used);
  if (new Date(row.expiresAt).getTime() <= now.getTime()) throw new AppError(ErrorCode.tokenExpired, messages.expired);
  return row;
}

/** Uses the token once; a second use at the same moment loses the race and gets token_used. */
export async function consumeLinkToken(
  db: Executor,
  kind: TokenKind,
  token: string,
  now: Date,
  messages: LinkMessages,
) {
  const row = await checkLinkToken(db, kind, token, now, messages);
  if (!(await repo.markUsed(db, row.id, now))) throw new AppError(ErrorCode.tokenUsed, messages.used);
  return row;
}

/** Closes a user's open tokens of a kind (a new password cancels an email change). */
export function closeOpenTokens(db: Executor, userId: string, kind: TokenKind, at: Date): Promise<void> {
  return repo.closeOpen(db, userId, kind, at);
}

/** Deletes every token of a user (account deletion). */
export function deleteUserTokens(db: Executor, userId: string): Promise<void> {
  return repo.deleteForUser(db, userId);
}

/** Deletes tokens used or expired before `cutoff` (the purge job); returns how many. */
export function purgeSpentTokens(db: Executor, cutoff: Date): Promise<number> {
  return repo.deleteSpentBefore(db, cutoff);
}
