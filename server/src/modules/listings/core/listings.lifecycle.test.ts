import { describe, expect, it } from 'vitest';
import { en, listingMessages, placesMessages } from '@espasyo/domain';
import { clockOf, createUser, outboxFor } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { activeListing, as, completeListing, validParking, validStorage } from './listings.fixtures';

const t = useTestApp({ tempDataDir: 'espasyo-listings-', env: { LOG_LEVEL: 'error' } });
const host = useUser(t, { type: 'host' });
const otherHost = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const moderator = useUser(t, { type: 'moderator' });
const admin = useUser(t, { type: 'admin' });
const m = listingMessages;

const auditFor = (id: string) =>
  t.db.selectFrom('auditLog').selectAll().where('targetId', '=', id).orderBy('createdAt').orderBy('id').execute();

describe('who may create and touch a listing', () => {
  it('a host starts a draft with the defaults; clients, staff and visitors cannot', async () => {
    const res = await as(t, host.cookie).post('/api/host/listings', { type: 'parking', title: 'Garage in Cubao' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'parking',
      status: 'draft',
      title: 'Garage in Cubao',
      hostId: host.user.id,
      capacity: 1,
      instantBook: false,
      cancellationPolicy: 'flexible', // financial.refundPolicy
      minDuration: 1,
      minDurationUnit: 'day',
      vehicleTypes: [],
      features: [],
      photos: [],
      actions: ['submit', 'archive'],
    });

    for (const u of [client, moderator, admin]) {
      const refused = await as(t, u.cookie).post('/api/host/listings', { type: 'storage' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(en.generic.accessDenied);
    }
    const visitor = await t.app.inject({ method: 'POST', url: '/api/host/listings', payload: { type: 'storage' } });
    expect(visitor.statusCode).toBe(401);
  });

  it("another host's listing is not found, whatever they try", async () => {
    const id = (await as(t, host.cookie).post('/api/host/listings', { type: 'storage' })).json().id;
    const other = as(t, otherHost.cookie);
    for (const res of [
      await other.get(`/api/host/listings/${id}`),
      await other.patch(`/api/host/listings/${id}`, { title: 'Taken over by someone' }),
      await other.post(`/api/host/listings/${id}/submit`),
      await other.post(`/api/host/listings/${id}/archive`),
      await other.post(`/api/host/listings/${id}/duplicate`),
      await other.get(`/api/host/listings/${id}/availability?month=2030-01`),
      await other.put(`/api/host/listings/${id}/photos/order`, { photoIds: [] }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(m.notFound);
    }
    expect((await other.get('/api/host/listings')).json().items).toEqual([]);
    expect((await as(t, host.cookie).get(`/api/host/listings/${id}`)).json().title).toBeNull();
  });
});

describe('saving a draft', () => {
  it('saves any fields at any step, stores the place names, and null clears a field', async () => {
    const api = as(t, host.cookie);
    const id = (await api.post('/api/host/listings', { type: 'storage' })).json().id;
    const saved = await api.patch(`/api/host/listings/${id}`, {
      title: '  Dry room in Bel-Air ',
      regionCode: validStorage.regionCode,
      provinceCode: validStorage.provinceCode,
      cityCode: validStorage.cityCode,
      width: 2.5,
      length: 4,
      features: ['cctv', 'gated'],
      pricePerDay: 12000,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      title: 'Dry room in Bel-Air',
      cityName: 'Makati City',
      provinceName: 'Metro Manila',
      barangayName: null,
      area: 10,
      features: ['cctv', 'gated'],
      pricePerDay: 12000,
    });
    const cleared = await api.patch(`/api/host/listings/${id}`, { pricePerDay: null, features: null });
    expect(cleared.json()).toMatchObject({ pricePerDay: null, features: [], title: 'Dry room in Bel-Air' });
  });

  it('bad input is a 400 with a message under each field, and changes nothing', async () => {
    const api = as(t, host.cookie);
    const id = (await api.post('/api/host/listings', { type: 'storage', title: 'Before the bad save' })).json().id;
    const res = await api.patch(`/api/host/listings/${id}`, {
      title: 'abc',
      pricePerDay: 150.5,
      capacity: 0,
      features: ['jacuzzi'],
      latitude: 35.6,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      title: m.fields.title,
      pricePerDay: m.fields.price,
      capacity: m.fields.capacity,
      'features.0': m.fields.features,
      latitude: m.fields.pinOutsidePhilippines,
    });
    expect((await api.get(`/api/host/listings/${id}`)).json().title).toBe('Before the bad save');
    expect((await api.post('/api/host/listings', { type: 'boat' })).json().error.fields).toEqual({
      type: m.fields.type,
    });
  });

  it('refuses PSGC codes that do not fit together, under the field at fault', async () => {
    const api = as(t, host.cookie);
    const id = (await api.post('/api/host/listings', validStorage)).json().id;
    const res = await api.patch(`/api/host/listings/${id}`, { barangayCode: '0730600041' }); // Lahug, Cebu City
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ barangayCode: placesMessages.address.barangayNotInCity });
  });
});

describe('submit, review and the status machine', () => {
  it('submitting needs every required field, with its message', async () => {
    const api = as(t, host.cookie);
    const id = (await api.post('/api/host/listings', { type: 'parking', title: 'Half-done parking' })).json().id;
    const res = await api.post(`/api/host/listings/${id}/submit`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('listing_incomplete');
    expect(res.json().error.message).toBe(m.incomplete);
    expect(res.json().error.fields).toMatchObject({
      description: m.fields.description,
      cityCode: placesMessages.address.cityRequired,
      latitude: m.fields.latitude,
      vehicleTypes: m.fields.vehicleTypesRequired,
      covered: m.fields.covered,
      pricePerDay: m.fields.priceRequired,
    });
  });

  it('submitting needs a photo', async () => {
    const api = as(t, host.cookie);
    const id = (await api.post('/api/host/listings', validStorage)).json().id;
    const res = await api.post(`/api/host/listings/${id}/submit`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'listing_incomplete', fields: { photos: m.photos.required } });
  });

  it('publishing needs the verifications the security settings require', async () => {
    const fresh = await createUser(t, { type: 'host', verified: false });
    const id = await completeListing(t, fresh.cookie);
    const res = await as(t, fresh.cookie).post(`/api/host/listings/${id}/submit`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'verification_required',
      message: m.verificationRequired('email address, phone number and government ID'),
    });
    expect((await as(t, fresh.cookie).get(`/api/host/listings/${id}`)).json().status).toBe('draft');

    await setSettings(t, admin.cookie, 'security', {
      requireIdVerification: false,
      phoneVerificationRequired: false,
      emailVerificationRequired: false,
    });
    try {
      expect((await as(t, fresh.cookie).post(`/api/host/listings/${id}/submit`)).statusCode).toBe(200);
    } finally {
      await setSettings(t, admin.cookie, 'security', {
        requireIdVerification: true,
        phoneVerificationRequired: true,
        emailVerificationRequired: true,
      });
    }
  });

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

  it('the host pauses, resumes and archives; an archived listing cannot change', async () => {
    const id = await activeListing(t, host.cookie, moderator.cookie);
    const api = as(t, host.cookie);
    const resumeLive = await api.post(`/api/host/listings/${id}/resume`);
    expect(resumeLive.statusCode).toBe(409);
    expect(resumeLive.json().error.code).toBe('invalid_transition');
    expect((await api.post(`/api/host/listings/${id}/pause`)).json()).toMatchObject({
      status: 'paused',
      actions: ['resume', 'archive'],
    });
    expect((await api.post(`/api/host/listings/${id}/resume`)).json().status).toBe('active');
    expect((await api.post(`/api/host/listings/${id}/archive`)).json()).toMatchObject({
      status: 'archived',
      actions: [],
    });
    const patched = await api.patch(`/api/host/listings/${id}`, { title: 'Trying to edit it' });
    expect(patched.statusCode).toBe(409);
    expect(patched.json().error).toEqual({ code: 'listing_not_editable', message: m.archived });
    const submitArchived = await api.post(`/api/host/listings/${id}/submit`);
    expect(submitArchived.statusCode).toBe(409);
    expect(submitArchived.json().error.code).toBe('invalid_transition');
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

  it('a live listing stays complete; an address or title change goes back to review only for hosts without ID when ID is required', async () => {
    const id = await activeListing(t, host.cookie, moderator.cookie);
    const api = as(t, host.cookie);
    const emptied = await api.patch(`/api/host/listings/${id}`, {
      title: null,
      pricePerDay: null,
      pricePerMonth: null,
    });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().error.code).toBe('listing_incomplete');
    expect(emptied.json().error.fields).toEqual({ title: m.fields.title, pricePerDay: m.fields.priceRequired });
    // A verified host edits freely.
    expect((await api.patch(`/api/host/listings/${id}`, { title: 'A better title for it' })).json().status).toBe(
      'active',
    );

    const noId = await createUser(t, { type: 'host' });
    await t.db.updateTable('users').set({ idVerifiedAt: null }).where('id', '=', noId.user.id).execute();
    await setSettings(t, admin.cookie, 'security', { requireIdVerification: false });
    let other: string;
    try {
      other = await activeListing(t, noId.cookie, moderator.cookie);
    } finally {
      await setSettings(t, admin.cookie, 'security', { requireIdVerification: true });
    }
    const unverified = as(t, noId.cookie);
    expect((await unverified.patch(`/api/host/listings/${other}`, { pricePerDay: 20000 })).json().status).toBe(
      'active',
    );
    expect(
      (await unverified.patch(`/api/host/listings/${other}`, { title: 'Renamed without an ID' })).json().status,
    ).toBe('pending_review');
  });

  it('submitting a storage listing clears parking-only fields', async () => {
    const id = await completeListing(t, host.cookie, { ...validStorage, vehicleTypes: ['sedan'], covered: true });
    const res = await as(t, host.cookie).post(`/api/host/listings/${id}/submit`);
    expect(res.json()).toMatchObject({ status: 'pending_review', vehicleTypes: [], covered: null });
  });
});

describe('lists and duplicates', () => {
  it("the host's list shows cover, status, price and capacity; archived only when asked", async () => {
    const h = await createUser(t, { type: 'host' });
    const live = await activeListing(t, h.cookie, admin.cookie, validParking);
    const draft = (await as(t, h.cookie).post('/api/host/listings', { type: 'warehouse' })).json().id;
    const gone = (await as(t, h.cookie).post('/api/host/listings', { type: 'storage' })).json().id;
    await as(t, h.cookie).post(`/api/host/listings/${gone}/archive`);

    const page = (await as(t, h.cookie).get('/api/host/listings')).json();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items.map((i: { id: string }) => i.id)).toEqual([draft, live]);
    expect(page.items[1]).toMatchObject({
      status: 'active',
      title: validParking.title,
      cityName: 'Makati City',
      pricePerHour: 5000,
      pricePerDay: 15000,
      capacity: 20,
      photoCount: 1,
      actions: ['pause', 'archive'],
    });
    expect(page.items[1].coverUrl).toMatch(/^\/api\/files\/listings\/[0-9a-f-]{36}-thumb\.webp$/);
    expect(page.items[0].coverUrl).toBeNull();
    const archived = (await as(t, h.cookie).get('/api/host/listings?status=archived')).json();
    expect(archived.items.map((i: { id: string }) => i.id)).toEqual([gone]);
    expect((await as(t, h.cookie).get('/api/host/listings?status=sold')).statusCode).toBe(400);
  });

  it('duplicate: a new draft with the same details and its own copies of the photos', async () => {
    const id = await activeListing(t, host.cookie, moderator.cookie);
    const res = await as(t, host.cookie).post(`/api/host/listings/${id}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    const original = (await as(t, host.cookie).get(`/api/host/listings/${id}`)).json();
    expect(copy).toMatchObject({
      status: 'draft',
      title: original.title,
      pricePerDay: original.pricePerDay,
      submittedAt: null,
    });
    expect(copy.id).not.toBe(id);
    expect(copy.photos).toHaveLength(1);
    expect(copy.photos[0].url).not.toBe(original.photos[0].url);
    expect((await t.app.inject({ method: 'GET', url: copy.photos[0].url })).statusCode).toBe(200);
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
