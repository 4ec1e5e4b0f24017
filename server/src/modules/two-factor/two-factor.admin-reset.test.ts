import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { createUser, outboxFor, signIn } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { enable2fa, post } from './two-factor.fixtures';

const t = useTestApp({ tempDataDir: 'espasyo-2fa-reset-' });
const admin = useUser(t, { type: 'admin' });
const reset = (id: string, cookie: string) => post(t, `/api/admin/users/${id}/2fa/reset`, cookie);

describe('POST /api/admin/users/:id/2fa/reset', () => {
  it("turns the user's two-factor off, ends their sessions, audits it and emails them", async () => {
    const u = await createUser(t, { type: 'host' });
    await enable2fa(t, u);
    const res = await reset(u.user.id, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(en.twoFactor.adminResetDone);

    const row = await t.db
      .selectFrom('users')
      .select(['totpSecret', 'totpEnabledAt'])
      .where('id', '=', u.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ totpSecret: null, totpEnabledAt: null });
    expect(
      await t.db.selectFrom('twoFactorRecoveryCodes').select('id').where('userId', '=', u.user.id).execute(),
    ).toHaveLength(0);
    expect(await t.db.selectFrom('sessions').select('id').where('userId', '=', u.user.id).execute()).toHaveLength(0);
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetId', '=', u.user.id)
      .where('action', '=', 'two_factor.admin_reset')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBe(admin.user.id);
    expect((await outboxFor(t, u.email))[0].subject).toBe(en.twoFactor.adminResetSubject);
    // The password alone signs in again.
    expect((await signIn(t, u.email, u.password)).cookie).not.toBeNull();
  });

  it('is refused to clients, hosts and moderators, and changes nothing', async () => {
    const u = await createUser(t);
    await enable2fa(t, u);
    for (const type of ['client', 'host', 'moderator'] as const) {
      const who = await createUser(t, { type });
      expect((await reset(u.user.id, who.cookie)).statusCode).toBe(403);
    }
    expect((await post(t, `/api/admin/users/${u.user.id}/2fa/reset`, null)).statusCode).toBe(401);
    const row = await t.db
      .selectFrom('users')
      .select('totpEnabledAt')
      .where('id', '=', u.user.id)
      .executeTakeFirstOrThrow();
    expect(row.totpEnabledAt).not.toBeNull();
    expect(
      await t.db
        .selectFrom('auditLog')
        .select('id')
        .where('targetId', '=', u.user.id)
        .where('action', '=', 'two_factor.admin_reset')
        .execute(),
    ).toHaveLength(0);
  });

  it('refuses an admin resetting their own, a user without two-factor and an unknown id', async () => {
    const self = await reset(admin.user.id, admin.cookie);
    expect(self.json().error).toEqual({ code: 'self_action', message: en.admin.selfTwoFactorReset });
    const plain = await createUser(t);
    expect((await reset(plain.user.id, admin.cookie)).json().error.message).toBe(en.twoFactor.notEnabled);
    expect((await reset('nobody', admin.cookie)).statusCode).toBe(404);
  });
});
