import { sql } from 'kysely';
import { AppError, ErrorCode, createAdminSchema, en } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { passwords } from '../../lib/passwords';
import { isUniqueViolation } from '../../db/errors';
import { adminExists as anyAdmin, findUserByEmail, type UserRow } from '../users/accounts.service';
import { createVerifiedUser } from '../users/users.service';
import { assertPasswordNotGuessable } from './password-guard.service';
import { TERMS_VERSION } from '../users/users.constants';
import { currentLegalVersions, systemDevice, type ConsentDevice } from '../consents/consents.service';

export async function adminExists(ctx: Pick<AppContext, 'db'>): Promise<boolean> {
  return anyAdmin(ctx.db);
}

/**
 * First-run set-up: creates the first administrator, only while none exists (docs/product/accounts.md).
 * Used by POST /api/setup/create-admin and `npm run create-admin`. The check and the
 * insert run under one advisory lock, so two racing requests cannot both succeed.
 */
export async function createFirstAdmin(
  ctx: Pick<AppContext, 'db' | 'settings' | 'clock'>,
  input: unknown,
  device_?: ConsentDevice,
): Promise<UserRow> {
  if (await anyAdmin(ctx.db)) throw new AppError(ErrorCode.adminExists, en.auth.adminExists);
  const v = createAdminSchema(await ctx.settings.passwordPolicy()).parse(input);
  await assertPasswordNotGuessable(v.password, v);
  const passwordHash = await passwords.hash(v.password);
  const now = ctx.clock.now();
  const firstName = v.firstName.trim();
  const lastName = v.lastName.trim();
  // The first admin agrees to the texts in effect by setting the platform up (issue 34).
  const current = await currentLegalVersions(ctx);
  const device = device_ ?? systemDevice('created by set-up');
  try {
    return await ctx.db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(hashtext('espasyo:create-admin'))`.execute(tx);
      if (await anyAdmin(tx)) throw new AppError(ErrorCode.adminExists, en.auth.adminExists);
      if (await findUserByEmail(tx, v.email)) {
        throw new AppError(ErrorCode.emailInUse, en.auth.emailInUse, { email: en.auth.emailInUse });
      }
      // The operator setting up the platform is trusted: every check counts as done.
      return createVerifiedUser(
        tx,
        {
          type: 'admin',
          email: v.email.trim().toLowerCase(),
          firstName,
          lastName,
          phone: v.phone.trim(),
          passwordHash,
        },
        now,
        { terms: current.terms?.label ?? TERMS_VERSION, privacy: current.privacy?.label ?? TERMS_VERSION, device },
      );
    });
  } catch (e) {
    if (isUniqueViolation(e))
      throw new AppError(ErrorCode.emailInUse, en.auth.emailInUse, { email: en.auth.emailInUse });
    throw e;
  }
}
