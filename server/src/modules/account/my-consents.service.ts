import { AppError, ErrorCode, consentMessages, type ConsentBody, type MyConsents } from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import {
  consentEntriesOf,
  consentStates,
  consentsDueFor,
  currentLegalVersions,
  recordConsent,
  type ConsentDevice,
} from '../consents/consents.service';
import { findUser, updateUser } from '../users/accounts.service';
import type { AuthUser } from '../users/user.mapper';

/** GET /api/me/consents: the state of each consent now, the whole history, and what is due (issue 34). */
export async function myConsents(ctx: AppContext, userId: string, via: Executor = ctx.db): Promise<MyConsents> {
  const [history, user] = await Promise.all([consentEntriesOf(via, userId), findUser(via, userId)]);
  if (!user) throw new AppError(ErrorCode.notFound, consentMessages.notFound);
  return { current: consentStates(history), history, due: await consentsDueFor(ctx, user) };
}

/**
 * POST /api/me/consents: the person agrees to a legal text's version in effect (the re-consent
 * dialog). The log's row and the user's pointer (terms_version, privacy_version: the session's
 * check) in one transaction; agreeing again, or ten times at once, records one row.
 */
export async function agreeToLegal(
  ctx: AppContext,
  user: AuthUser,
  body: ConsentBody,
  device: ConsentDevice,
): Promise<MyConsents> {
  const current = (await currentLegalVersions(ctx))[body.kind];
  if (!current || current.label !== body.version)
    throw new AppError(ErrorCode.legalVersionNotCurrent, consentMessages.notCurrent);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    await recordConsent(tx, {
      userId: user.id,
      kind: body.kind,
      action: 'given',
      version: body.version,
      device,
      at: now,
    });
    await updateUser(
      tx,
      user.id,
      body.kind === 'terms' ? { termsVersion: body.version, termsAcceptedAt: now } : { privacyVersion: body.version },
    );
  });
  return myConsents(ctx, user.id);
}
