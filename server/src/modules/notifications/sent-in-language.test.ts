import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, outboxFor, randomIp, type BuiltUser } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { messagesFor } from '../../lib/i18n';
import { as, dayFromToday } from '../listings/core/listings.fixtures';
import { cities, insertListing } from '../listings/search/listings-search.fixtures';
import { usePushService } from '../push/push.fixtures';
import { notify } from './notifications.service';

/**
 * What is sent goes out in the recipient's language (issue 34, decision 0092): their
 * users.language, English (word for word as before) when it is null. One of each kind: an
 * account email, a booking email, a text message, a push (with its email copy).
 */
const push = usePushService();
const t = useTestApp({ pushNetwork: push.network });
beforeAll(async () => {
  await t.ctx.settings.get();
});

const speaks = async (u: BuiltUser, language: 'en' | 'fil' | null) => {
  await t.db.updateTable('users').set({ language }).where('id', '=', u.user.id).execute();
  return u;
};
const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: randomIp(), headers: cookie ? { cookie } : {} });
const link = (text: string) => /https?:\/\/\S+/.exec(text)![0];

describe('account emails', () => {
  it('a password reset: English exactly as before when the language is null, Filipino for a Filipino user', async () => {
    const en = await createUser(t, { firstName: 'Ana' });
    expect((await post('/api/auth/forgot-password', { email: en.email })).statusCode).toBe(200);
    const [mail] = await outboxFor(t, en.email);
    expect(mail.subject).toBe('Reset your Espasyo password');
    expect(mail.text).toBe(
      [
        'Hi Ana,',
        'We received a request to reset the password of your Espasyo account. The link below works once and expires in 1 hour.',
        'If you did not ask for this, you can ignore this email: your password stays the same.',
        '',
        `Choose a new password: ${link(mail.text)}`,
        '',
        '— Espasyo',
      ].join('\n'),
    );
    expect(mail.html).toContain('>Choose a new password</a>');

    const fil = await speaks(await createUser(t, { firstName: 'Bea' }), 'fil');
    expect((await post('/api/auth/forgot-password', { email: fil.email })).statusCode).toBe(200);
    const [tagalog] = await outboxFor(t, fil.email);
    expect(tagalog.subject).toBe('I-reset ang iyong Espasyo password');
    expect(tagalog.text).toContain('Hi Bea,\nMay humiling na i-reset ang password ng iyong Espasyo account.');
    expect(tagalog.text).toContain(`Pumili ng bagong password: ${link(tagalog.text)}`);
    expect(tagalog.html).toContain('>Pumili ng bagong password</a>');
  });

  it("a sign-up keeps the page's language on the account, and its verification email is in it", async () => {
    const body = (email: string, language?: string) => ({
      userType: 'client',
      email,
      firstName: 'Carlo',
      lastName: 'Reyes',
      phone: '0917 555 0142',
      password: 'Secure#Pass1',
      confirmPassword: 'Secure#Pass1',
      agreeToTerms: true,
      ...(language ? { language } : {}),
    });
    const language = (email: string) =>
      t.db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow();

    expect((await post('/api/auth/signup', body('carlo.fil@example.test', 'fil'))).statusCode).toBe(201);
    expect(await language('carlo.fil@example.test')).toEqual({ language: 'fil' });
    const [fil] = await outboxFor(t, 'carlo.fil@example.test');
    expect(fil.subject).toBe('I-verify ang iyong email address para sa Espasyo');
    expect(fil.text).toContain('Maligayang pagdating sa Espasyo!');

    expect((await post('/api/auth/signup', body('carlo.en@example.test'))).statusCode).toBe(201);
    expect(await language('carlo.en@example.test')).toEqual({ language: null });
    const [en] = await outboxFor(t, 'carlo.en@example.test');
    expect(en.subject).toBe('Verify your email address for Espasyo');
    expect(en.text).toBe(
      [
        'Hi Carlo,',
        'Welcome to Espasyo! Please confirm that this is your email address. The link expires in 24 hours.',
        '',
        `Verify my email address: ${link(en.text)}`,
        '',
        '— Espasyo',
      ].join('\n'),
    );

    expect((await post('/api/auth/signup', body('carlo.xx@example.test', 'xx'))).statusCode).toBe(400);
  });
});

describe('text messages', () => {
  it('the phone code: English exactly as before, Filipino for a Filipino user', async () => {
    for (const [language, expected] of [
      [
        null,
        /^Your Espasyo verification code is \d{6}\. It expires in 10 minutes\. Never share this code with anyone\.$/,
      ],
      [
        'fil',
        /^Ang iyong Espasyo verification code ay \d{6}\. Mag-e-expire ito sa loob ng 10 minuto\. Huwag itong ibigay kahit kanino\.$/,
      ],
    ] as const) {
      const u = await speaks(await createUser(t, { verified: false }), language);
      expect((await post('/api/auth/phone/send-code', undefined, u.cookie)).statusCode).toBe(200);
      const [sms] = (await outboxFor(t, u.row.phone)).filter((m) => m.kind === 'sms');
      expect(sms.subject).toBe('Espasyo verification code');
      expect(sms.text).toMatch(expected);
    }
  });
});

describe('push and the email copy of a new message', () => {
  const message = (u: BuiltUser) =>
    t.db.transaction().execute((tx) =>
      notify(t.ctx, tx, {
        userId: u.user.id,
        type: 'message',
        subType: 'new_message',
        // As messages.service says it: in the recipient's language.
        title: (lang) => messagesFor(lang, 'emails').chat.newMessage({ name: 'Ana R.' }),
        message: (lang) => messagesFor(lang, 'emails').chat.photo,
        actionUrl: '/host/messages/c1',
        data: { conversationId: `c-${u.user.id}`, senderName: 'Ana R.' },
      }),
    );

  it('English exactly as before when the language is null', async () => {
    const u = await createUser(t, { type: 'host', firstName: 'Maria' });
    const device = await push.device(t, u.user.id);
    const n = await message(u);
    await t.ctx.outbox.idle();
    const [got] = push.received.filter((r) => r.path === device.path);
    expect(got.message).toEqual({
      title: 'New message from Ana R.',
      body: 'Sent a photo.',
      tag: n.id,
      url: '/host/messages/c1',
      icon: '/favicon.ico',
    });
    const [mail] = (await outboxFor(t, u.email)).filter((m) => m.kind === 'email');
    expect(mail.subject).toBe('New message from Ana R.');
    expect(mail.text).toBe(
      [
        'Hi Maria,',
        'Sent a photo.',
        `Open it: ${t.ctx.env.publicUrl}/host/messages/c1`,
        '— Espasyo',
        `You get this email because of your notification settings. To change them: ${t.ctx.env.publicUrl}/host/settings#notifications`,
      ].join('\n\n'),
    );
  });

  it('Filipino for a Filipino user: the push, and the email around it', async () => {
    const u = await speaks(await createUser(t, { type: 'host', firstName: 'Maria' }), 'fil');
    const device = await push.device(t, u.user.id);
    await message(u);
    await t.ctx.outbox.idle();
    const [got] = push.received.filter((r) => r.path === device.path);
    expect(got.message).toMatchObject({ title: 'Bagong mensahe mula kay Ana R.', body: 'Nagpadala ng litrato.' });
    const [mail] = (await outboxFor(t, u.email)).filter((m) => m.kind === 'email');
    expect(mail.subject).toBe('Bagong mensahe mula kay Ana R.');
    expect(mail.text).toBe(
      [
        'Hi Maria,',
        'Nagpadala ng litrato.',
        `Buksan ito: ${t.ctx.env.publicUrl}/host/messages/c1`,
        '— Espasyo',
        `Natanggap mo ang email na ito dahil sa iyong notification settings. Para baguhin ang mga ito: ${t.ctx.env.publicUrl}/host/settings#notifications`,
      ].join('\n\n'),
    );
  });
});

describe('booking emails', () => {
  it('a request reaches each host in their language: English as before, or Filipino', async () => {
    const client = await createUser(t, { firstName: 'Juan', lastName: 'Reyes' });
    for (const language of [null, 'fil'] as const) {
      const host = await speaks(
        await createUser(t, { type: 'host', firstName: 'Maria', lastName: 'Santos' }),
        language,
      );
      const listing = await insertListing(t, host.user.id, {
        city: cities.makati,
        title: 'Garage near Ayala',
        capacity: 5,
      });
      const res = await as(t, client.cookie).post('/api/bookings', {
        listingId: listing,
        startDate: await dayFromToday(t, 10),
        endDate: await dayFromToday(t, 12),
        units: 2,
      });
      expect(res.statusCode, res.body).toBe(201);
      const [mail] = (await outboxFor(t, host.email)).filter((m) => m.kind === 'email');
      if (language === 'fil') {
        expect(mail.subject).toBe('Bagong booking request: Garage near Ayala');
        expect(mail.text).toContain('Gustong i-book ni Juan Reyes ang “Garage near Ayala”.');
        expect(mail.text).toContain('Sagutin ang request: ');
      } else {
        expect(mail.subject).toBe('New booking request: Garage near Ayala');
        expect(mail.text).toContain('Juan Reyes asked to book “Garage near Ayala”.');
        expect(mail.text).toContain('Answer the request: ');
      }
    }
  });
});
