import { beforeAll, describe, expect, it } from 'vitest';
import {
  defaultNotificationPreferences,
  depositMessages,
  en as en2faWords,
  forceMajeureMessages,
  moneyMessages,
  REVIEW_WINDOW_DAYS,
  type Bill,
  type BookingDetail,
} from '@espasyo/domain';
import { messagesFor } from '../../lib/i18n';
import { clockOf, createUser, outboxFor, signIn, type BuiltUser } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { setSettings } from '../../test/settings-helpers';
import { claim, paidWithDeposit } from '../deposits/deposits.fixtures';
import { as, dayFromToday } from '../listings/core/listings.fixtures';
import { cities, insertListing } from '../listings/search/listings-search.fixtures';
import { releaseDueEarnings } from '../money/wallet/wallet.service';
import { bookingToPay, instantListing, payBooking } from '../payments/payments.fixtures';
import { listingOf, pastBooking } from '../reviews/reviews.fixtures';
import { sendReviewReminders } from '../reviews/reviews-visibility.service';
import { enable2fa } from '../two-factor/two-factor.fixtures';
import { tellOutcome } from '../verification/verification.review';
import { notify } from './notifications.service';
import { alertDeliveryGivenUp } from './staff/system-alerts.service';

const en2fa = en2faWords.twoFactor;

/**
 * The rest of what is sent, in the recipient's language (issue 34): an in-app notification said
 * in a language is stored in its recipient's (its email copy too); a tenancy's bill news; account
 * emails and two-factor; staff alerts; a review request; a chat message's title; a bulk email's
 * frame; a deposit claim; force majeure; a gate keeper's invite; a failed payout. English exactly
 * as before when the language is null.
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

/** A user's newest notification of `subType`. */
const newestOf = async (userId: string, subType: string) =>
  (await notificationsOf(userId)).find((n) => n.subType === subType);

describe('staff alerts', () => {
  it('a delivery given up: the Filipino admin reads the alert in Filipino, the English one as before; the log stays English', async () => {
    const fil = await speaks(await createUser(t, { type: 'admin', firstName: 'Bea' }), 'fil');
    const en = await createUser(t, { type: 'admin', firstName: 'Ana' });
    await alertDeliveryGivenUp(t.ctx, {
      kind: 'sms',
      summary: 'Your booking code',
      error: 'The SMS gateway refused it.',
    });
    expect(await newestOf(fil.user.id, 'system_alert')).toMatchObject({
      title: 'Itinigil na ang pagpapadala: Ang pagpapadala ng text message',
      message:
        'Your booking code: The SMS gateway refused it. Hindi na ito susubukang muli maliban kung i-retry ito ng staff mula sa Admin tools.',
    });
    expect(await newestOf(en.user.id, 'system_alert')).toMatchObject({
      title: 'Delivery given up: Sending the text message',
      message:
        'Your booking code: The SMS gateway refused it. It will not be tried again unless staff retry it from Admin tools.',
    });
    const [logged] = await t.db
      .selectFrom('staffNotices')
      .selectAll()
      .where('source', '=', 'outbox:sms')
      .orderBy('createdAt', 'desc')
      .execute();
    expect(logged).toMatchObject({ title: 'Delivery given up: Sending the text message', kind: 'alert' });
  });
});

describe('reviews', () => {
  it('a review request: Filipino for the Filipino client, English for the host as before', async () => {
    const host = await createUser(t, { type: 'host', firstName: 'Hana', lastName: 'Lim' });
    const client = await speaks(await createUser(t, { firstName: 'Bea', lastName: 'Villanueva' }), 'fil');
    const listing = await listingOf(t, host, { title: 'Bodega sa Pasig' });
    await pastBooking(t, client, host, listing, { endedAgo: 60 * 60_000 });
    await sendReviewReminders(t.ctx);
    const toClient = await newestOf(client.user.id, 'review_reminder');
    expect(toClient).toMatchObject({
      title: 'Kumusta ang Bodega sa Pasig? Mag-iwan ng review',
      message: `Tapos na ang iyong booking. May ${REVIEW_WINDOW_DAYS} araw ka para isulat ang iyong review; nakatago ito hanggang makapagsulat din ang kabilang panig.`,
    });
    const [mail] = (await outboxFor(t, client.email)).filter((m) => m.subject === toClient!.title);
    expect(mail.text).toMatch(/^Hi Bea,\n\nTapos na ang iyong booking\./);
    expect(await newestOf(host.user.id, 'review_reminder')).toMatchObject({
      title: 'How was Bea Villanueva as a renter? Leave a review',
      message: `Your booking is complete. You have ${REVIEW_WINDOW_DAYS} days to write your review; it stays hidden until the other side has written theirs.`,
    });
  });
});

describe('chat', () => {
  it('a new message’s stored title: Filipino for a Filipino host, English for an English client', async () => {
    const host = await speaks(await createUser(t, { type: 'host', firstName: 'Hana', lastName: 'Lim' }), 'fil');
    const client = await createUser(t, { firstName: 'Ana', lastName: 'Reyes' });
    const listing = await listingOf(t, host, { title: 'Parking sa Ortigas' });
    const opened = await as(t, client.cookie).post('/api/conversations', { listingId: listing });
    expect([200, 201]).toContain(opened.statusCode);
    const id = opened.json().id as string;
    const sent = await as(t, client.cookie).post(`/api/conversations/${id}/messages`, { body: 'Available pa po?' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await newestOf(host.user.id, 'new_message')).toMatchObject({
      title: 'Bagong mensahe mula kay Ana Reyes',
      message: 'Available pa po?',
    });
    const answer = await as(t, host.cookie).post(`/api/conversations/${id}/messages`, { body: 'Yes, it is.' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await newestOf(client.user.id, 'new_message')).toMatchObject({
      title: expect.stringMatching(/^New message from Hana/),
      message: 'Yes, it is.',
    });
  });
});

describe('the emails sent to many', () => {
  it('an announcement emailed as news: the admin’s words as written, the frame in each reader’s language', async () => {
    const admin = await createUser(t, { type: 'admin' });
    const subscriber = async (firstName: string, language: 'fil' | null) => {
      const u = await speaks(await createUser(t, { firstName }), language);
      const res = await as(t, u.cookie).put('/api/me/notification-preferences', {
        ...defaultNotificationPreferences,
        marketingEmails: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      return u;
    };
    const fil = await subscriber('Bea', 'fil');
    const en = await subscriber('Ana', null);
    await setSettings(t, admin.cookie, 'notifications', { marketingEmails: true });
    try {
      const news = { title: 'Bagong parking sa Cebu', body: 'Parking near IT Park from ₱60 a day.', endsOn: null };
      const res = await as(t, admin.cookie).post('/api/admin/announcements?publish=true', {
        ...news,
        audience: 'clients',
        emailSubscribers: true,
      });
      expect(res.statusCode, res.body).toBe(201);
      await t.ctx.outbox.idle();
      const [toFil] = (await outboxFor(t, fil.email)).filter((m) => m.subject === news.title);
      expect(toFil.text).toBe(
        [
          'Hi Bea,',
          news.body,
          '— Espasyo',
          `Natanggap mo ang email na ito dahil pinili mong tumanggap ng mga balita at alok. Para baguhin iyon: ${t.ctx.env.publicUrl}/client/settings#notifications`,
        ].join('\n\n'),
      );
      const [toEn] = (await outboxFor(t, en.email)).filter((m) => m.subject === news.title);
      expect(toEn.text).toBe(
        [
          'Hi Ana,',
          news.body,
          '— Espasyo',
          `You get this email because you chose to receive news and offers. To change that: ${t.ctx.env.publicUrl}/client/settings#notifications`,
        ].join('\n\n'),
      );
    } finally {
      await setSettings(t, admin.cookie, 'notifications', { marketingEmails: false });
    }
  });
});

describe('two-factor authentication', () => {
  it('turned on: the email in Filipino for a Filipino user, in English as before for the others', async () => {
    const fil = await speaks(await createUser(t, { firstName: 'Bea' }), 'fil');
    const en = await createUser(t, { firstName: 'Ana' });
    await enable2fa(t, fil);
    await enable2fa(t, en);
    const [tagalog] = await outboxFor(t, fil.email);
    expect(tagalog.subject).toBe('Naka-on na ang two-factor authentication');
    expect(tagalog.text).toBe(
      messagesFor('fil', 'mailAccount').twoFactor.enabled({ name: 'Bea', platform: 'Espasyo' }),
    );
    const [english] = await outboxFor(t, en.email);
    expect(english.subject).toBe('Two-factor authentication turned on');
    expect(english.text).toBe(en2fa.enabledBody('Ana', 'Espasyo'));
  });
});

describe('a deposit claim', () => {
  it('the Filipino client is told in Filipino; an English client as before', async () => {
    const host = await createUser(t, { type: 'host' });
    for (const [language, title, message] of [
      [
        'fil',
        /^Claim sa deposit para sa /,
        'Kine-claim ng host ang ₱1,000 ng iyong security deposit. Tanggapin o i-reklamo ito sa loob ng 7 araw.',
      ],
      ['en', /^Deposit claim for /, depositMessages.notification.claimedMessage('₱1,000')],
    ] as const) {
      const client = await speaks(await createUser(t), language === 'fil' ? 'fil' : null);
      const id = await paidWithDeposit(t, host, client);
      await claim(t, host, id, 100_000);
      const told = (await notificationsOf(client.user.id)).find((n) => n.message === message);
      expect(told?.title).toMatch(title);
    }
  });
});

describe('force majeure', () => {
  it('a declared typhoon: the Filipino client reads it in Filipino, the host in English as before', async () => {
    const admin = await createUser(t, { type: 'admin' });
    const host = await createUser(t, { type: 'host' });
    const client = await speaks(await createUser(t), 'fil');
    await setSettings(t, admin.cookie, 'security', { maxOpenRequests: 100, maxOpenRequestsPerListing: 100 });
    const listing = await instantListing(t, host.user.id, { title: 'Garage in Makati' });
    const id = await bookingToPay(t, client, listing, 40, 41);
    await payBooking(t, client, id);
    const res = await as(t, admin.cookie).post('/api/admin/force-majeure', {
      name: 'Bagyong Kristine',
      details: 'PAGASA raised Signal No. 3 over Metro Manila.',
      places: ['1300000000'],
      startDate: await dayFromToday(t, 40),
      endDate: await dayFromToday(t, 40),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [toClient] = (await notificationsOf(client.user.id)).filter((n) => n.title.includes('Bagyong Kristine'));
    expect(toClient).toMatchObject({
      title: 'Apektado ng Bagyong Kristine',
      message: expect.stringMatching(/^Sakop ng Bagyong Kristine ang iyong booking ng Garage in Makati\./),
    });
    const [toHost] = (await notificationsOf(host.user.id)).filter((n) => n.title.includes('Bagyong Kristine'));
    expect(toHost).toMatchObject({
      title: forceMajeureMessages.told.subject('Bagyong Kristine'),
      message: forceMajeureMessages.told.message('Bagyong Kristine', 'Garage in Makati'),
    });
  });
});

describe('a gate keeper’s invite', () => {
  it('the SMS and the email in the language of the account with that number: Filipino, or English as before', async () => {
    const host = await createUser(t, { type: 'host', firstName: 'Maria', lastName: 'Santos' });
    const listing = await insertListing(t, host.user.id, { city: cities.makati, title: 'Garage near Ayala' });
    const fil = await speaks(await createUser(t, { firstName: 'Bea', phone: '0918 555 3101' }), 'fil');
    const en = await createUser(t, { firstName: 'Ana', phone: '0918 555 3102' });
    for (const phone of ['0918 555 3101', '0918 555 3102']) {
      const res = await as(t, host.cookie).post(`/api/host/listings/${listing}/gate-keepers`, { phone });
      expect(res.statusCode, res.body).toBe(201);
    }
    const [filSms] = await outboxFor(t, '+639185553101');
    expect(filSms.text).toMatch(
      /^Hinihiling ni Maria S\. na i-check mo ang mga Espasyo pass sa gate ng "Garage near Ayala"\. .+ https?:\/\/\S+\/gate-keepers\/invites\/\S+$/,
    );
    const [filMail] = (await outboxFor(t, fil.email)).filter((m) => m.kind === 'email');
    expect(filMail.subject).toBe('Espasyo: mag-check ng mga pass sa "Garage near Ayala"');
    expect(filMail.text).toMatch(/^Hi Bea,\n\n/);
    const [enSms] = await outboxFor(t, '+639185553102');
    expect(enSms.text).toMatch(/^Maria S\. asks you to check Espasyo passes at the gate of "Garage near Ayala"\./);
    const [enMail] = (await outboxFor(t, en.email)).filter((m) => m.kind === 'email');
    expect(enMail.subject).toBe('Espasyo: check passes at "Garage near Ayala"');
  });
});

describe('a payout', () => {
  it('failed: each host told in their language, and the Filipino admin alerted in Filipino (not the admin who marked it)', async () => {
    const marker = await createUser(t, { type: 'admin' });
    const filAdmin = await speaks(await createUser(t, { type: 'admin' }), 'fil');
    const enAdmin = await createUser(t, { type: 'admin' });
    const client = await createUser(t);
    const hosts = [
      await speaks(await createUser(t, { type: 'host', firstName: 'Bea' }), 'fil'),
      await createUser(t, { type: 'host', firstName: 'Ana' }),
    ];
    const methods: string[] = [];
    for (const host of hosts) {
      const method = await as(t, host.cookie).post('/api/host/payout-methods', {
        type: 'gcash',
        accountName: `${host.user.firstName} ${host.user.lastName}`,
        accountNumber: '0917 123 4567',
      });
      expect(method.statusCode, method.body).toBe(201);
      methods.push(method.json().id);
      const listing = await instantListing(t, host.user.id, { pricePerDay: 100_000 });
      await payBooking(t, client, await bookingToPay(t, client, listing, 1, 1));
    }
    // Last in this file: the clock moves on 9 days, past the earnings' release.
    clockOf(t).advance(9 * 86_400_000);
    for (const u of [marker, ...hosts]) u.cookie = (await signIn(t, u.email, u.password)).cookie!;
    await releaseDueEarnings(t.ctx);
    for (const [i, host] of hosts.entries()) {
      const asked = await as(t, host.cookie).post('/api/host/payouts', { amount: 60_000, payoutMethodId: methods[i] });
      expect(asked.statusCode, asked.body).toBe(201);
      const failed = await as(t, marker.cookie).post(`/api/admin/payouts/${asked.json().id}/failed`, {
        reason: 'The account is closed.',
      });
      expect(failed.statusCode, failed.body).toBe(200);
    }
    const [bea, ana] = hosts;
    expect(await newestOf(bea.user.id, 'payout_update')).toMatchObject({
      title: 'Hindi naipadala ang iyong Espasyo payout',
      message:
        'Hindi maipadala ang iyong payout na ₱600: The account is closed. Nasa iyong available balance na ulit ang pera.',
    });
    const [filMail] = (await outboxFor(t, bea.email)).filter(
      (m) => m.subject === 'Hindi naipadala ang iyong Espasyo payout',
    );
    expect(filMail.text).toMatch(/^Hindi maipadala ang iyong payout na ₱600: The account is closed\./);
    expect(await newestOf(ana.user.id, 'payout_update')).toMatchObject({
      title: moneyMessages.emails.payoutFailed.subject,
      message: moneyMessages.notifications.payoutFailed('₱600', 'The account is closed.'),
    });
    expect(await newestOf(filAdmin.user.id, 'system_alert')).toMatchObject({
      title: 'May payout na pumalya',
      message: expect.stringMatching(
        /^Pumalya ang payout na ₱600 kay Bea .+: The account is closed\. Magagamit na ulit ng host ang pera\./,
      ),
    });
    expect(await newestOf(enAdmin.user.id, 'system_alert')).toMatchObject({
      title: 'A payout failed',
      message: expect.stringMatching(/^The payout of ₱600 to Bea .+ failed: The account is closed\./),
    });
    expect(await newestOf(marker.user.id, 'system_alert')).toBeUndefined();
  });
});
