import { AppError, changeEmailSchema, en, ErrorCode, paths } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { languageOfUser } from '../../lib/i18n';
import { record } from '../audit/audit.service';
import type { AuthUser } from '../users/user.mapper';
import { isUniqueViolation } from '../../db/errors';
import { findUserByEmail, updateUser, type UserRow } from '../users/accounts.service';
import { refreshVerified } from '../users/users.service';
import { ACCOUNT_LIMITS_PER_HOUR, EMAIL_CHANGE_TTL_MS, HOUR_MS } from './auth.constants';
import { confirmEmailChangeEmail, emailChangeNotice } from './auth.emails';
import { enqueue, messageTask } from '../outbox/outbox.service';
import { requireRecentAuth } from './reauth.service';
import { tokensRepository as tokens } from './tokens.repository';
import { consumeLinkToken, issueLinkToken } from './tokens.service';

const m = en.emailChange;
const linkMessages = { used: m.linkUsed, expired: m.linkExpired, invalid: m.linkInvalid };
const inUse = () => new AppError(ErrorCode.emailInUse, m.inUse, { email: m.inUse });

/**
 * Settings → Email address (decision 0020). Needs the password or a recent sign-in. Nothing
 * changes yet: a 24-hour link goes to the new address and a notice to the current one; the
 * account keeps its verified address until the link is opened. A newer request or a new
 * password cancels an open one.
 */
export async function requestEmailChange(ctx: AppContext, user: AuthUser, sessionId: string | null, input: unknown) {
  const v = changeEmailSchema.parse(input);
  const email = v.email.toLowerCase();
  if (email === user.email.toLowerCase()) throw new AppError(ErrorCode.emailUnchanged, m.same, { email: m.same });
  // Before anything that answers about other accounts: a stolen session cannot probe addresses.
  await requireRecentAuth(ctx, user.id, sessionId, v.password);
  const now = ctx.clock.now();
  if (
    (await tokens.countSince(ctx.db, user.id, 'email_change', new Date(now.getTime() - HOUR_MS))) >=
    ACCOUNT_LIMITS_PER_HOUR.emailChange
  ) {
    throw new AppError(ErrorCode.rateLimited, en.generic.tooManyRequests);
  }
  if (await findUserByEmail(ctx.db, email)) throw inUse();
  const platform = await ctx.settings.platformName();
  await ctx.db.transaction().execute(async (tx) => {
    await tokens.closeOpen(tx, user.id, 'email_change', now);
    const token = await issueLinkToken(tx, 'email_change', user.id, now, EMAIL_CHANGE_TTL_MS, email);
    const url = `${ctx.env.publicUrl}${paths.auth.confirmEmailChange.getHref({ token })}`;
    // Both emails commit with the link; the outbox delivers them (decision 0032).
    await enqueue(
      tx,
      messageTask(confirmEmailChangeEmail(platform, email, user.firstName, url, languageOfUser(user))),
      now,
    );
    await enqueue(
      tx,
      messageTask(emailChangeNotice(platform, user.email, user.firstName, email, languageOfUser(user))),
      now,
    );
  });
  return { message: m.sent(email) };
}

/**
 * The link from the new address, opened signed in or not (another device): the address
 * becomes the account's email, verified by this very click; audited without the addresses
 * (the audit log outlives a deleted account, decision 0014).
 */
export async function confirmEmailChange(ctx: AppContext, token: string, ip: string | null): Promise<UserRow> {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction().execute(async (tx) => {
      const row = await consumeLinkToken(tx, 'email_change', token, now, linkMessages);
      const email = row.newEmail as string;
      const other = await findUserByEmail(tx, email);
      if (other && other.id !== row.userId) throw inUse(); // someone signed up with it meanwhile
      await updateUser(tx, row.userId, { email, emailVerifiedAt: now, updatedAt: now });
      await record(tx, {
        actorId: row.userId,
        action: 'account.email_changed',
        targetType: 'user',
        targetId: row.userId,
        ip,
        at: now,
      });
      return refreshVerified(ctx, tx, row.userId);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw inUse(); // two confirmations for one address at the same moment
    throw e;
  }
}
