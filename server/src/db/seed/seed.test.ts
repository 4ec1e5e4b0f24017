import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { DEMO_PASSWORD, demoClients, demoHosts, demoUsers, seedUsers } from './users';

const t = useTestApp();

describe('demo users', () => {
  it('creates admin, moderator, host and client, six more hosts and three more clients, verified, and is idempotent', async () => {
    await seedUsers(t.ctx);
    await seedUsers(t.ctx);
    const rows = await t.db.selectFrom('users').selectAll().orderBy('email').execute();
    expect(rows).toHaveLength(13);
    for (const d of [...demoUsers, ...demoHosts, ...demoClients]) {
      const r = rows.find((x) => x.email === d.email)!;
      expect(r).toMatchObject({
        userType: d.type,
        type: d.type,
        verified: true,
        isAdmin: d.type === 'admin',
        status: 'active',
      });
      expect(r.emailVerifiedAt && r.phoneVerifiedAt && r.idVerifiedAt).toBeTruthy();
    }
  });

  it('each signs in with the demo password and lands on the right page', async () => {
    const expected: Record<string, string> = {
      admin: '/dashboard',
      moderator: '/listings',
      host: '/host-dashboard',
      client: '/client-dashboard',
    };
    for (const d of demoUsers) {
      const { res } = await signIn(t, d.email, DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().redirectTo).toBe(expected[d.type]);
    }
  });

  it('makes /create-admin report that an administrator exists', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/setup/status' })).json()).toEqual({ adminExists: true });
  });
});
