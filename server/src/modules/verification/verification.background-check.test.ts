import { describe, expect, it } from 'vitest';
import { en, listingMessages } from '@espasyo/domain';
import { createUser, outboxFor } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { setSettings } from '../../test/settings-helpers';
import { as, completeListing } from '../listings/core/listings.fixtures';
import { submit, userAwaitingId } from './verification.fixtures';

/**
 * security.backgroundCheckRequired (issue 30): while on, a host publishes only once staff have
 * recorded a background check, made on the host's approved government ID, on the verification page.
 */
const t = useTestApp({ tempDataDir: 'espasyo-background-' });
const admin = useUser(t, { type: 'admin' });
const m = en.verification.backgroundCheck;

const requirements = async (cookie: string) => (await as(t, cookie).get('/api/me/verification-requirements')).json();
const submitListing = async (cookie: string) => {
  const id = await completeListing(t, cookie);
  return as(t, cookie).post(`/api/host/listings/${id}/submit`);
};
const userRow = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A host whose ID request was approved by staff: email, phone and ID verified. */
async function hostWithApprovedId() {
  const host = await userAwaitingId(t, 'host');
  const requestId = (await submit(t, host.cookie)).json().requestId as string;
  expect((await as(t, admin.cookie).post(`/api/admin/verification/${requestId}/approve`)).statusCode).toBe(200);
  return { host, requestId };
}

describe('security.backgroundCheckRequired', () => {
  it('off (the default): a verified host publishes without one', async () => {
    const host = await createUser(t, { type: 'host' });
    expect((await requirements(host.cookie)).backgroundCheck).toEqual({ required: false, done: false });
    expect((await submitListing(host.cookie)).statusCode).toBe(200);
  });

  it('on: a host without one cannot publish, and is told why; clients are not asked for one', async () => {
    await setSettings(t, admin.cookie, 'security', { backgroundCheckRequired: true });
    try {
      const host = await createUser(t, { type: 'host' });
      expect(await requirements(host.cookie)).toMatchObject({
        backgroundCheck: { required: true, done: false },
        satisfied: false,
      });
      const refused = await submitListing(host.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: 'verification_required',
        message: listingMessages.backgroundCheckOnly,
      });

      const client = await createUser(t, { type: 'client' });
      expect(await requirements(client.cookie)).toMatchObject({
        backgroundCheck: { required: false },
        satisfied: true,
      });

      // A host with nothing verified hears of the ID first, and of the check after it.
      const fresh = await createUser(t, { type: 'host', verified: false });
      const words = (await submitListing(fresh.cookie)).json().error.message;
      expect(words).toBe(
        `${listingMessages.verificationRequired('email address, phone number and government ID')} ${listingMessages.backgroundCheckPending}`,
      );
    } finally {
      await setSettings(t, admin.cookie, 'security', { backgroundCheckRequired: false });
    }
  });

  it('staff find the hosts waiting on the verification page, record the check, and the host may publish', async () => {
    await setSettings(t, admin.cookie, 'security', { backgroundCheckRequired: true });
    try {
      const { host, requestId } = await hostWithApprovedId();
      expect((await userRow(host.user.id)).verified).toBe(false);
      const waiting = (await as(t, admin.cookie).get('/api/admin/verification?status=background&pageSize=100')).json();
      const item = waiting.items.find((i: { id: string }) => i.id === requestId);
      expect(item.user).toMatchObject({ id: host.user.id, backgroundCheck: null });

      const recorded = await as(t, admin.cookie).post(`/api/admin/verification/${requestId}/background-check`, {
        reference: 'NBI 2026-0412345',
      });
      expect(recorded.statusCode).toBe(200);
      expect(recorded.json().user).toMatchObject({
        verified: true,
        backgroundCheck: { at: t.clock.now().toISOString(), reference: 'NBI 2026-0412345' },
      });
      const after = (await as(t, admin.cookie).get('/api/admin/verification?status=background&pageSize=100')).json();
      expect(after.items.map((i: { id: string }) => i.id)).not.toContain(requestId);
      const [mail] = await outboxFor(t, host.email);
      expect(mail.subject).toBe(m.passedSubject);
      const audit = await t.db.selectFrom('auditLog').selectAll().where('targetId', '=', host.user.id).execute();
      expect(audit.map((a) => a.action)).toContain('verification.background_check');
      expect((await requirements(host.cookie)).backgroundCheck).toEqual({ required: true, done: true });
      expect((await submitListing(host.cookie)).statusCode).toBe(200);

      // Withdrawn: the host may not publish again.
      const withdrawn = await as(t, admin.cookie).delete(`/api/admin/verification/${requestId}/background-check`);
      expect(withdrawn.json().user).toMatchObject({ verified: false, backgroundCheck: null });
      expect((await submitListing(host.cookie)).statusCode).toBe(403);
    } finally {
      await setSettings(t, admin.cookie, 'security', { backgroundCheckRequired: false });
    }
  });

  it('is recorded only for a host with an approved ID, with a reference, and by an admin', async () => {
    const pendingHost = await userAwaitingId(t, 'host');
    const pending = (await submit(t, pendingHost.cookie)).json().requestId as string;
    const early = await as(t, admin.cookie).post(`/api/admin/verification/${pending}/background-check`, {
      reference: 'NBI 1',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(m.idFirst);

    const client = await userAwaitingId(t, 'client');
    const clientRequest = (await submit(t, client.cookie)).json().requestId as string;
    const forClient = await as(t, admin.cookie).post(`/api/admin/verification/${clientRequest}/background-check`, {
      reference: 'NBI 2',
    });
    expect(forClient.json().error.message).toBe(m.hostsOnly);

    const { requestId } = await hostWithApprovedId();
    const noReference = await as(t, admin.cookie).post(`/api/admin/verification/${requestId}/background-check`, {
      reference: ' ',
    });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().error.message).toBe(m.referenceLength);
    const moderator = await createUser(t, { type: 'moderator' });
    const byModerator = await as(t, moderator.cookie).post(`/api/admin/verification/${requestId}/background-check`, {
      reference: 'NBI 3',
    });
    expect(byModerator.statusCode).toBe(403);
  });
});
