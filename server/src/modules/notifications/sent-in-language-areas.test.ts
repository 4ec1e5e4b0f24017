import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill, BookingDetail } from '@espasyo/domain';
import { createUser, outboxFor, type BuiltUser } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { as, dayFromToday } from '../listings/core/listings.fixtures';
import { cities, insertListing } from '../listings/search/listings-search.fixtures';
import { tellOutcome } from '../verification/verification.review';
import { notify } from './notifications.service';

/**
 * The rest of what is sent, in the recipient's language (issue 34): an in-app notification said
 * in a language is stored in its recipient's (its email copy too); a tenancy's bill news; an
 * account email. English exactly as before when the language is null.
 */
const t = useTestApp();
beforeAll(async () => {
  await t.ctx.settings.get();
});

const speaks = async (u: BuiltUser, language: 'en' | 'fil' | null) => {
  await t.db.updateTable('users').set({ language }).where('id', '=', u.user.id).execute();
  return u;
};
const notificationsOf = (userId: string) =>
  t.db.selectFrom('notifications').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').execute();

describe('in-app notifications are written in their recipient’s language', () => {
  it('a title and message said in a language: Filipino stored for a Filipino user, English for the others', async () => {
    const send = (u: BuiltUser) =>
      t.db.transaction().execute((tx) =>
        notify(t.ctx, tx, {
          userId: u.user.id,
          type: 'booking',
          subType: 'booking_update',
          title: (lang) => (lang === 'fil' ? 'Ibinalik ang deposit' : 'Deposit returned'),
          message: (lang) => (lang === 'fil' ? 'Pabalik na ito sa iyo.' : 'It is on its way back to you.'),
          priority: 'high',
        }),
      );
    const fil = await speaks(await createUser(t, { firstName: 'Bea' }), 'fil');
    const en = await createUser(t, { firstName: 'Ana' });
    expect(await send(fil)).toMatchObject({ title: 'Ibinalik ang deposit', message: 'Pabalik na ito sa iyo.' });
    expect(await send(en)).toMatchObject({ title: 'Deposit returned', message: 'It is on its way back to you.' });
    expect((await notificationsOf(fil.user.id))[0]).toMatchObject({ title: 'Ibinalik ang deposit' });
  });
});

describe('a tenancy’s bill news', () => {
  it('a void bill: the Filipino client reads it in Filipino (notification and email), the host in English as before', async () => {
    const admin = await createUser(t, { type: 'admin' });
    const host = await createUser(t, { type: 'host', firstName: 'Hana' });
    const client = await speaks(await createUser(t, { firstName: 'Bea', lastName: 'Villanueva' }), 'fil');
    const listing = await insertListing(t, host.user.id, {
      city: cities.makati,
      instantBook: true,
      capacity: 3,
      title: 'Garage near Ayala',
    });
    const tenancy = (
      await as(t, client.cookie).post('/api/bookings', {
        listingId: listing,
        startDate: await dayFromToday(t, 10),
        monthly: true,
      })
    ).json() as BookingDetail;
    const [bill] = (await as(t, admin.cookie).get(`/api/bookings/${tenancy.id}/bills`)).json().items as Bill[];
    const res = await as(t, admin.cookie).post(`/api/admin/bills/${bill.id}/void`, { reason: 'Agreed with both.' });
    expect(res.statusCode, res.body).toBe(200);

    const [toClient] = await notificationsOf(client.user.id);
    expect(toClient.title).toMatch(
      /^Garage near Ayala: Void na ang buwanang bill na ₱[\d,.]+ na due sa .+: wala nang babayaran para dito\. Dahilan: Agreed with both\.$/,
    );
    expect(toClient.message).toMatch(/^Void na ang buwanang bill na /);
    const [mail] = (await outboxFor(t, client.email)).filter((m) => m.subject === toClient.title);
    expect(mail.text).toMatch(/^Hi Bea,\n\nVoid na ang buwanang bill na .+\n\nTingnan ang mga bill: https?:\/\/\S+\n$/);

    const [toHost] = await notificationsOf(host.user.id);
    expect(toHost.title).toMatch(
      /^Garage near Ayala: The monthly bill of ₱[\d,.]+ due \w{3}, \d+ \w{3} \d{4} is void: nothing is owed for it\. Reason: Agreed with both\.$/,
    );
    const [hostMail] = (await outboxFor(t, host.email)).filter((m) => m.subject === toHost.title);
    expect(hostMail.text).toMatch(/^Hi Hana,\n\nThe monthly bill of .+\n\nSee the bills: https?:\/\/\S+\n$/);
  });
});

describe('account emails', () => {
  it('the ID verification’s result: English exactly as before, Filipino for a Filipino user', async () => {
    const en = await createUser(t, { firstName: 'Ana' });
    const fil = await speaks(await createUser(t, { firstName: 'Bea' }), 'fil');
    await t.db.transaction().execute(async (tx) => {
      await tellOutcome(t.ctx, tx, en.user.id, 'approved');
      await tellOutcome(t.ctx, tx, fil.user.id, 'rejected', 'Malabo ang litrato.');
    });
    const [english] = await outboxFor(t, en.email);
    expect(english.subject).toBe('Your ID has been verified');
    expect(english.text).toBe(
      'Hi Ana,\n\nYour government ID has been verified. Your account now shows as verified on Espasyo.\n\nThank you.\n\n— Espasyo',
    );
    const [tagalog] = await outboxFor(t, fil.email);
    expect(tagalog.subject).toBe('Hindi namin ma-verify ang iyong ID');
    expect(tagalog.text).toContain(
      'Hi Bea,\n\nHindi namin ma-verify ang ID na ipinasa mo, dahil dito:\n\nMalabo ang litrato.',
    );
  });
});
