import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ErrorCode, handoverMessages as m, type BookingChecklists } from '@espasyo/domain';
import { clockOf, createUser, signIn, type BuiltUser } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { openAs, later as laterFor } from '../../disputes/disputes.fixtures';
import { as, photo } from '../../listings/core/listings.fixtures';
import { runDueChecklists } from './checklist-lifecycle.service';
import {
  checklistUrl,
  drawing,
  filled,
  paidStorage,
  readyChecklist,
  typed,
  uploadChecklistPhoto,
} from './checklists.fixtures';

/**
 * Move-in and move-out checklists (issue 33, decision 0088): both sides fill them in and sign them;
 * the other side has 48 hours after the first signature; a change after a signature clears it; the
 * photos are the two sides' and staff's; a dispute's staff view shows both checklists.
 */
const t = useTestApp();
const admin = useUser(t, { type: 'admin' });
const moderator = useUser(t, { type: 'moderator' });
const stranger = useUser(t, { type: 'client' });
const otherHost = useUser(t, { type: 'host' });

const HOUR = 3_600_000;
const later = (days: number, ...users: BuiltUser[]) =>
  laterFor(t, days, admin, moderator, stranger, otherHost, ...users);
const lists = async (u: BuiltUser, id: string) => {
  const res = await as(t, u.cookie).get(`/api/bookings/${id}/checklists`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BookingChecklists;
};
const notes = (userId: string) =>
  t.db.selectFrom('notifications').select(['title', 'message']).where('userId', '=', userId).execute();

async function sides() {
  const host = await createUser(t, { type: 'host', firstName: 'Maria', lastName: 'Santos' });
  const client = await createUser(t, { type: 'client', firstName: 'Bea', lastName: 'Villanueva' });
  return { host, client };
}

describe('a move-in checklist', () => {
  it('is filled in by a side, signed by both, complete; the record keeps both signatures', async () => {
    const { host, client } = await sides();
    const id = await paidStorage(t, host, client, 1);
    const before = await lists(client, id);
    expect(before.moveIn).toMatchObject({ status: null, canEdit: true, canSign: true });
    expect(before.moveIn.window.state).toBe('open');
    expect(before.moveOut.window.state).toBe('not_yet');
    expect(before.moveIn.template.items.map((i) => i.key)).toEqual([
      'door',
      'lock',
      'lights',
      'floor',
      'roof',
      'outlets',
    ]);
    expect(before.moveIn.template.meters.map((x) => x.key)).toEqual(['electricity']);

    // Signing an empty checklist: what is missing, by field.
    const early = await as(t, client.cookie).post(`${checklistUrl(id)}/sign`, typed(client));
    expect(early.statusCode).toBe(422);
    expect(early.json().error.code).toBe(ErrorCode.checklistIncomplete);
    expect(early.json().error.message).toBe(m.photoRequired('Entrance and door'));
    expect(early.json().error.fields).toMatchObject({
      'photos.entrance': m.photoRequired('Entrance and door'),
      'photos.inside': m.photoRequired('Inside'),
      'photos.ceiling_walls': m.photoRequired('Ceiling and walls'),
    });

    // A photo per area (issue 33): one of the first area is not enough; the others are named.
    const c = (await lists(client, id)).moveIn;
    expect((await as(t, client.cookie).put(checklistUrl(id), filled(c))).statusCode).toBe(200);
    const entrance = await uploadChecklistPhoto(t, client.cookie, id, 'entrance', await photo('jpeg', 800, 600));
    expect(entrance.statusCode, entrance.body).toBe(201);
    const partly = await as(t, client.cookie).post(`${checklistUrl(id)}/sign`, typed(client));
    expect(partly.statusCode).toBe(422);
    expect(partly.json().error.message).toBe('Add at least one photo of: Inside.');
    expect(partly.json().error.fields).toEqual({
      'photos.inside': m.photoRequired('Inside'),
      'photos.ceiling_walls': m.photoRequired('Ceiling and walls'),
    });
    // In the reader's language (issue 34): the catalogue's words, the area as the listing names it.
    const fil = await t.app.inject({
      method: 'POST',
      url: `${checklistUrl(id)}/sign`,
      headers: { cookie: client.cookie, 'accept-language': 'fil' },
      payload: typed(client),
    });
    expect(fil.json().error.message).toBe('Magdagdag ng kahit isang litrato ng: Inside.');

    const ready = await readyChecklist(t, client, id, await photo('jpeg', 800, 600));
    expect(ready.moveIn).toMatchObject({ status: 'draft', content: { notes: 'Keys handed over: two.' } });
    expect(ready.moveIn.photos.map((p) => p.area).sort()).toEqual(['ceiling_walls', 'entrance', 'entrance', 'inside']);

    const first = await as(t, client.cookie).post(`${checklistUrl(id)}/sign`, {
      kind: 'drawn',
      image: await drawing(),
    });
    expect(first.statusCode, first.body).toBe(201);
    const one = (first.json() as BookingChecklists).moveIn;
    expect(one.status).toBe('signed_by_one');
    expect(one.signatures).toMatchObject([{ side: 'client', kind: 'drawn', name: 'Bea Villanueva' }]);
    expect(one.canSign).toBe(false);
    expect(new Date(one.deemedAt!).getTime() - t.clock.now().getTime()).toBe(48 * HOUR);
    expect((await notes(host.user.id)).map((n) => n.title)).toContain('Move-in checklist signed');
    // The drawing, for the sides and admins.
    const sig = await as(t, host.cookie).get(one.signatures[0].signatureUrl!);
    expect([sig.statusCode, sig.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await as(t, stranger.cookie).get(one.signatures[0].signatureUrl!)).statusCode).toBe(404);

    // The same side again: the other signs next.
    const again = await as(t, client.cookie).post(`${checklistUrl(id)}/sign`, typed(client));
    expect([again.statusCode, again.json().error.code]).toEqual([409, ErrorCode.checklistAlreadySigned]);

    const wrongName = await as(t, host.cookie).post(`${checklistUrl(id)}/sign`, {
      kind: 'typed',
      name: 'Someone Else',
    });
    expect(wrongName.statusCode).toBe(400);
    const second = await as(t, host.cookie).post(`${checklistUrl(id)}/sign`, typed(host));
    expect(second.statusCode, second.body).toBe(201);
    const done = (second.json() as BookingChecklists).moveIn;
    expect(done.status).toBe('complete');
    expect(done.completedAt).not.toBeNull();
    expect(done.signatures.map((s) => [s.side, s.kind])).toEqual([
      ['client', 'drawn'],
      ['host', 'typed'],
    ]);
    expect(done.signatures[0].sha256).toBe(done.signatures[1].sha256);
    expect(done).toMatchObject({ canEdit: false, canSign: false, actions: [] });
    for (const u of [client, host]) {
      expect((await notes(u.user.id)).map((n) => n.title)).toContain('Move-in checklist complete');
    }

    // Complete: no more changes, photos or signatures.
    const edit = await as(t, host.cookie).put(checklistUrl(id), filled(done));
    expect([edit.statusCode, edit.json().error.code]).toEqual([409, ErrorCode.checklistComplete]);
    const more = await uploadChecklistPhoto(t, host.cookie, id, 'inside', await photo('jpeg', 400, 300));
    expect(more.statusCode).toBe(409);
    expect((await as(t, host.cookie).post(`${checklistUrl(id)}/sign`, typed(host))).statusCode).toBe(409);
    const events = await t.db
      .selectFrom('processEvents')
      .select(['action', 'actor', 'toStatus'])
      .where('process', '=', 'checklist')
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    expect(events.slice(-3).map((e) => `${e.action}:${e.actor}:${e.toStatus}`)).toEqual([
      'open:client:draft',
      'sign:client:signed_by_one',
      'sign:host:complete',
    ]);
  });

  it('an edit after one side signed clears that signature and tells the signer; they sign again', async () => {
    const { host, client } = await sides();
    const id = await paidStorage(t, host, client, 1);
    const ready = await readyChecklist(t, client, id, await photo('jpeg', 400, 300));
    await as(t, client.cookie).post(`${checklistUrl(id)}/sign`, typed(client));
    const content = filled(ready.moveIn);
    content.items[0] = { key: 'door', condition: 'damaged', note: 'Dent at the bottom left' };
    const edited = await as(t, host.cookie).put(checklistUrl(id), content);
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (edited.json() as BookingChecklists).moveIn;
    expect(after).toMatchObject({ status: 'draft', signatures: [], deemedAt: null });
    expect(after.content.items[0]).toEqual({ key: 'door', condition: 'damaged', note: 'Dent at the bottom left' });
    expect((await notes(client.user.id)).map((n) => n.title)).toContain('Move-in checklist changed');
    // A photo is a change too.
    await as(t, host.cookie).post(`${checklistUrl(id)}/sign`, typed(host));
    const photoAfter = await uploadChecklistPhoto(t, client.cookie, id, 'inside', await photo('jpeg', 400, 300));
    expect((photoAfter.json() as BookingChecklists).moveIn).toMatchObject({ status: 'draft', signatures: [] });
    // Unknown items and over-long notes are refused.
    const stray = await as(t, host.cookie).put(checklistUrl(id), {
      ...content,
      items: [{ key: 'barrier', condition: 'good', note: '' }],
    });
    expect(stray.statusCode).toBe(400);
    const long = await as(t, host.cookie).put(checklistUrl(id), { ...content, notes: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
  });

  it('a side who does not sign within 48 hours is taken to accept, and the record says so', async () => {
    const { host, client } = await sides();
    const id = await paidStorage(t, host, client, 1);
    await readyChecklist(t, host, id, await photo('jpeg', 400, 300));
    expect((await as(t, host.cookie).post(`${checklistUrl(id)}/sign`, typed(host))).statusCode).toBe(201);
    clockOf(t).advance(47 * HOUR);
    expect(await runDueChecklists(t.ctx)).toBe(0);
    clockOf(t).advance(1 * HOUR + 1);
    expect(await runDueChecklists(t.ctx)).toBe(1);
    expect(await runDueChecklists(t.ctx)).toBe(0);
    // Two days on, every session of this file has ended (8 idle hours): signed in again.
    for (const u of [host, client, admin, moderator, stranger, otherHost]) {
      u.cookie = (await signIn(t, u.email, u.password)).cookie!;
    }
    const c = (await lists(client, id)).moveIn;
    expect(c.status).toBe('complete');
    expect(c.signatures.map((s) => [s.side, s.kind])).toEqual([
      ['host', 'typed'],
      ['client', 'deemed'],
    ]);
    expect(m.deemed).toBe('Accepted automatically after 48 hours');
    const event = await t.db
      .selectFrom('processEvents')
      .select(['action', 'actor'])
      .where('process', '=', 'checklist')
      .where('toStatus', '=', 'complete')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ action: 'deem', actor: 'system' });
  });
});

describe('who reaches a checklist', () => {
  it('the two sides; admins read only; other clients, hosts and moderators are told it does not exist', async () => {
    const { host, client } = await sides();
    const id = await paidStorage(t, host, client, 1);
    const withExif = await sharp(await photo('jpeg', 2400, 1200))
      .withExif({ IFD0: { Make: 'SecretCam' } })
      .toBuffer();
    const ready = await readyChecklist(t, client, id, withExif);
    const [p] = ready.moveIn.photos;
    for (const u of [client, host, admin]) {
      const got = await as(t, u.cookie).get(p.url);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      const meta = await sharp(got.rawPayload).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([1600, 800, undefined]);
    }
    for (const u of [stranger, otherHost, moderator]) {
      expect((await as(t, u.cookie).get(p.url)).statusCode).toBe(404);
      expect((await as(t, u.cookie).get(`/api/bookings/${id}/checklists`)).statusCode).toBe(404);
      expect((await as(t, u.cookie).put(checklistUrl(id), filled(ready.moveIn))).statusCode).toBe(404);
      expect((await as(t, u.cookie).post(`${checklistUrl(id)}/sign`, typed(u))).statusCode).toBe(404);
      expect((await uploadChecklistPhoto(t, u.cookie, id, 'inside', withExif)).statusCode).toBe(404);
    }
    const staff = await lists(admin, id);
    expect(staff).toMatchObject({ viewer: 'admin', moveIn: { canEdit: false, canSign: false, actions: [] } });
    expect((await as(t, admin.cookie).put(checklistUrl(id), filled(ready.moveIn))).statusCode).toBe(403);
    expect((await as(t, admin.cookie).post(`${checklistUrl(id)}/sign`, typed(admin))).statusCode).toBe(403);
    // A side removes only its own photos.
    expect((await as(t, host.cookie).delete(p.url)).statusCode).toBe(404);
    const removed = await as(t, client.cookie).delete(p.url);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as BookingChecklists).moveIn.photos.map((x) => x.id)).not.toContain(p.id);
    expect((await as(t, client.cookie).get(p.url)).statusCode).toBe(404);
    // Unknown areas are refused.
    expect((await uploadChecklistPhoto(t, client.cookie, id, 'roof_top', withExif)).statusCode).toBe(400);
  });

  it("a dispute's staff view has both checklists with their photos", async () => {
    const { host, client } = await sides();
    const id = await paidStorage(t, host, client, 1);
    await readyChecklist(t, client, id, await photo('jpeg', 400, 300));
    const dispute = (await openAs(t, host, id)).json();
    const res = await as(t, admin.cookie).get(`/api/admin/disputes/${dispute.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { checklists } = res.json() as { checklists: BookingChecklists };
    expect(checklists.moveIn.photos).toHaveLength(3); // one of each area
    expect(checklists.moveOut.status).toBeNull();
    expect((await as(t, admin.cookie).get(checklists.moveIn.photos[0].url)).statusCode).toBe(200);
  });
});

describe('a move-out checklist', () => {
  it('opens near the end; once both sign, both sides are told "Move-out recorded"', async () => {
    const { host, client } = await sides();
    const id = await paidStorage(t, host, client, 2);
    const soon = await as(t, client.cookie).put(checklistUrl(id, 'move-out'), {
      items: [],
      meters: [],
      notes: '',
    });
    expect([soon.statusCode, soon.json().error.code]).toEqual([409, ErrorCode.checklistClosed]);
    expect(soon.json().error.message).toMatch(/^This checklist opens on /);
    await later(2, host, client);
    await readyChecklist(t, host, id, await photo('jpeg', 400, 300), 'move-out');
    expect((await as(t, host.cookie).post(`${checklistUrl(id, 'move-out')}/sign`, typed(host))).statusCode).toBe(201);
    const res = await as(t, client.cookie).post(`${checklistUrl(id, 'move-out')}/sign`, typed(client));
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as BookingChecklists).moveOut.status).toBe('complete');
    for (const u of [client, host]) {
      const told = (await notes(u.user.id)).filter((n) => n.title === m.moveOutRecorded);
      expect(told).toHaveLength(1);
      expect(told[0].message).toMatch(/is recorded on \w{3}, \d+ \w{3} \d{4}/);
    }
    // Long after the end: closed.
    await later(20, host, client);
    expect((await lists(client, id)).moveOut.window.state).toBe('closed');
  });
});
