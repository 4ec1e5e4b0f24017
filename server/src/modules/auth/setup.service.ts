import { sql } from 'kysely';
import { AppError, ErrorCode, createAdminSchema, en } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { passwords } from '../../lib/passwords';
import { isUniqueViolation } from '../../db/errors';
import { adminExists as anyAdmin, findUserByEmail, type UserRow } from '../users/accounts.service';
import { createVerifiedUser } from '../users/users.service';
import { assertPasswordNotGuessable } from './password-guard.service';

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
): Promise<UserRow> {
  if (await anyAdmin(ctx.db)) throw new AppError(ErrorCode.adminExists, en.auth.adminExists);
  const v = createAdminSchema(await ctx.settings.passwordPolicy()).parse(input);
  await assertPasswordNotGuessable(v.password, v);
  const passwordHash = await passwords.hash(v.password);
  const now = ctx.clock.now();
  const firstName = v.firstName.trim();
  const lastName = v.lastName.trim();
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
      );
    });
  } catch (e) {
    if (isUniqueViolation(e))
      throw new AppError(ErrorCode.emailInUse, en.auth.emailInUse, { email: en.auth.emailInUse });
    throw e;
  }
}
