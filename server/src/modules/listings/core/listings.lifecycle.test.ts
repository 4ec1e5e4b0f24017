import { describe, expect, it } from 'vitest';
import { en, listingMessages, placesMessages } from '@espasyo/domain';
import { createUser } from '../../../test/builders';
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

  it('saves and returns the notice a renter gives to end a monthly rental: 7 until chosen, null back to 7, another value refused (issue 32)', async () => {
    const api = as(t, host.cookie);
    const created = await api.post('/api/host/listings', { type: 'storage', pricePerMonth: 250000 });
    expect(created.json().noticePeriodDays).toBe(7);
    const id = created.json().id;
    for (const days of [0, 30, 14]) {
      const saved = await api.patch(`/api/host/listings/${id}`, { noticePeriodDays: days });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().noticePeriodDays).toBe(days);
    }
    expect((await api.get(`/api/host/listings/${id}`)).json().noticePeriodDays).toBe(14);
    for (const bad of [10, '14', -7]) {
      const refused = await api.patch(`/api/host/listings/${id}`, { noticePeriodDays: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ noticePeriodDays: m.fields.noticePeriodDays });
    }
    expect((await api.get(`/api/host/listings/${id}`)).json().noticePeriodDays).toBe(14);
    expect((await api.patch(`/api/host/listings/${id}`, { noticePeriodDays: null })).json().noticePeriodDays).toBe(7);
    // A new listing may come with it; a copy keeps it.
    const chosen = (await api.post('/api/host/listings', { type: 'parking', noticePeriodDays: 30 })).json();
    expect(chosen.noticePeriodDays).toBe(30);
    const copy = await api.post(`/api/host/listings/${chosen.id}/duplicate`);
    expect(copy.json().noticePeriodDays).toBe(30);
  });

  it('refuses PSGC codes that do not fit together, under the field at fault', async () => {
    const api = as(t, host.cookie);
    const id = (await api.post('/api/host/listings', validStorage)).json().id;
    const res = await api.patch(`/api/host/listings/${id}`, { barangayCode: '0730600041' }); // Lahug, Cebu City
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ barangayCode: placesMessages.address.barangayNotInCity });
  });
});

describe('submit and the status machine', () => {
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
