import { describe, expect, it } from 'vitest';
import { listingMessages } from '@espasyo/domain';
import { clockOf, createUser, outboxFor } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { activeListing, as, completeListing, validStorage } from '../core/listings.fixtures';

const t = useTestApp({ tempDataDir: 'espasyo-listing-review-', env: { LOG_LEVEL: 'error' } });
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const moderator = useUser(t, { type: 'moderator' });
const admin = useUser(t, { type: 'admin' });
const m = listingMessages;

const auditFor = (id: string) =>
  t.db.selectFrom('auditLog').selectAll().where('targetId', '=', id).orderBy('createdAt').orderBy('id').execute();

describe('staff review: approve, reject, pause (admin /listings)', () => {
  it('draft → pending_review → approved by a moderator: audited, and the host is emailed', async () => {
    const id = await completeListing(t, host.cookie);
    const submitted = await as(t, host.cookie).post(`/api/host/listings/${id}/submit`);
    expect(submitted.json()).toMatchObject({ status: 'pending_review', actions: ['archive'] });
    expect(submitted.json().submittedAt).toEqual(expect.any(String));

    // Hosts and clients cannot review; a second submit is refused by the status machine.
    expect((await as(t, host.cookie).post(`/api/admin/listings/${id}/approve`)).statusCode).toBe(403);
    expect((await as(t, client.cookie).post(`/api/admin/listings/${id}/approve`)).statusCode).toBe(403);
    const again = await as(t, host.cookie).post(`/api/host/listings/${id}/submit`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'invalid_transition',
      message: m.notAllowed('submitted', 'pending review'),
    });

    const approved = await as(t, moderator.cookie).post(`/api/admin/listings/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'active', host: { id: host.user.id }, actions: ['pause'] });
    expect(approved.json().approvedAt).toEqual(expect.any(String));

    const [audit] = await auditFor(id);
    expect(audit).toMatchObject({
      actorId: moderator.user.id,
      action: 'listing.approve',
      targetType: 'listing',
      before: { status: 'pending_review', hostId: host.user.id },
      after: { status: 'active', hostId: host.user.id },
    });
    const [mail] = await outboxFor(t, host.email);
    expect(mail.subject).toBe(m.moderation.approvedSubject(validStorage.title));
    expect(mail.text).toContain(`${t.ctx.env.publicUrl}/host/listings/${id}/edit`);

    const twice = await as(t, admin.cookie).post(`/api/admin/listings/${id}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('invalid_transition');
    expect(await auditFor(id)).toHaveLength(1);
  });

  it('rejected with a reason, edited, and sent back to review', async () => {
    const id = await completeListing(t, host.cookie);
    await as(t, host.cookie).post(`/api/host/listings/${id}/submit`);
    const noReason = await as(t, admin.cookie).post(`/api/admin/listings/${id}/reject`, { reason: 'no' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ reason: m.moderation.reason });
    expect(await auditFor(id)).toHaveLength(0);

    const reason = 'The photos show a different building.';
    const rejected = await as(t, admin.cookie).post(`/api/admin/listings/${id}/reject`, { reason });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect((await auditFor(id))[0]).toMatchObject({ action: 'listing.reject', after: { status: 'rejected', reason } });
    const [mail] = await outboxFor(t, host.email);
    expect(mail.subject).toBe(m.moderation.rejectedSubject(validStorage.title));
    expect(mail.text).toContain(reason);

    const api = as(t, host.cookie);
    const edited = await api.patch(`/api/host/listings/${id}`, {
      description: 'Now with the right photos of the building.',
    });
    expect(edited.json()).toMatchObject({ status: 'rejected', actions: ['submit', 'archive'] });
    const resubmitted = await api.post(`/api/host/listings/${id}/submit`);
    expect(resubmitted.json()).toMatchObject({ status: 'pending_review', rejectionReason: null });
  });

  it('staff pause a live listing; when the host resumes it, it goes back to review', async () => {
    const id = await activeListing(t, host.cookie, moderator.cookie);
    expect(
      (
        await as(t, moderator.cookie).post(`/api/admin/listings/${id}/pause`, { reason: 'A complaint about access.' })
      ).json(),
    ).toMatchObject({ status: 'paused', pausedByStaff: true });
    expect((await auditFor(id)).map((a) => a.action)).toEqual(['listing.approve', 'listing.pause']);
    expect((await outboxFor(t, host.email))[0].text).toContain('A complaint about access.');
    const resumed = await as(t, host.cookie).post(`/api/host/listings/${id}/resume`);
    expect(resumed.json()).toMatchObject({ status: 'pending_review', pausedByStaff: true });
    const approved = await as(t, admin.cookie).post(`/api/admin/listings/${id}/approve`);
    expect(approved.json()).toMatchObject({ status: 'active', pausedByStaff: false });

    // A reason is optional; a paused listing cannot be paused again.
    expect((await as(t, admin.cookie).post(`/api/admin/listings/${id}/pause`)).json().status).toBe('paused');
    const pausedAgain = await as(t, admin.cookie).post(`/api/admin/listings/${id}/pause`);
    expect(pausedAgain.statusCode).toBe(409);
    expect(pausedAgain.json().error.code).toBe('invalid_transition');
    expect((await outboxFor(t, host.email))[0].subject).toBe(m.moderation.pausedSubject(validStorage.title));
  });
});

describe('the review queue (admin /listings)', () => {
  it('pending listings oldest first for moderators and admins; search and other statuses', async () => {
    const h = await createUser(t, { type: 'host', firstName: 'Queue' });
    const first = await completeListing(t, h.cookie, { ...validStorage, title: 'Queue test first room' });
    const second = await completeListing(t, h.cookie, { ...validStorage, title: 'Queue test second room' });
    await as(t, h.cookie).post(`/api/host/listings/${second}/submit`);
    clockOf(t).advance(60_000);
    await as(t, h.cookie).post(`/api/host/listings/${first}/submit`);

    const queue = (await as(t, moderator.cookie).get('/api/admin/listings?q=queue test')).json();
    expect(queue.items.map((i: { id: string }) => i.id)).toEqual([second, first]);
    expect(queue.items[0]).toMatchObject({
      status: 'pending_review',
      host: { id: h.user.id, email: h.email, verified: true },
      actions: ['approve', 'reject'],
    });
    const byHost = (
      await as(t, admin.cookie).get(`/api/admin/listings?status=all&q=${encodeURIComponent(h.email)}`)
    ).json();
    expect(byHost.total).toBe(2);
    const one = (await as(t, moderator.cookie).get(`/api/admin/listings/${first}`)).json();
    expect(one).toMatchObject({
      id: first,
      host: { id: h.user.id },
      photos: [expect.objectContaining({ isCover: true })],
    });
    expect((await as(t, host.cookie).get('/api/admin/listings')).statusCode).toBe(403);
    expect((await as(t, moderator.cookie).get('/api/admin/listings/nope')).statusCode).toBe(404);
  });
});
