import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../env';
import type { Mailer, OutboundMessage } from './mailer';
import { semaphoreNumber, smsSender } from './sms';

/**
 * The SMS interface (decision 0044): the development outbox by default; Semaphore's API when its
 * key is set, tested against a local server answering as Semaphore's documentation says — a sent
 * message is an array of message records, a refusal an object of field errors.
 */
interface Call {
  path: string;
  contentType: string | undefined;
  form: Record<string, string>;
}
const calls: Call[] = [];
let url = '';
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    const form = Object.fromEntries(new URLSearchParams(raw));
    calls.push({ path: req.url ?? '', contentType: req.headers['content-type'], form });
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || req.url !== '/api/v4/messages') return json(404, { message: 'Not found' });
    if (form.apikey !== 'sem-test-key') return json(401, { apikey: ['The selected apikey is invalid.'] });
    if (!/^639\d{9}$/.test(form.number)) return json(422, { number: ['The number format is invalid.'] });
    if (form.message === 'boom')
      return res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Server Error</h1>');
    if (form.message === 'refund me') return json(200, [{ message_id: 2, status: 'Refunded', recipient: form.number }]);
    json(200, [
      {
        message_id: 1234567,
        user_id: 99556,
        user: 'user@your.org',
        account_id: 90290,
        account: 'Espasyo',
        recipient: form.number,
        message: form.message,
        sender_name: form.sendername ?? 'SEMAPHORE',
        network: 'Globe',
        status: 'Pending',
        type: 'Single',
        source: 'Api',
        created_at: '2026-11-26 08:00:00',
        updated_at: '2026-11-26 08:00:00',
      },
    ]);
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

const stored: OutboundMessage[] = [];
const mailer: Mailer = { usesOutbox: true, send: async (m) => void stored.push(m) };
const semaphore = (key = 'sem-test-key') =>
  smsSender(testEnv({ SEMAPHORE_API_KEY: key, SEMAPHORE_SENDER_NAME: 'ESPASYO', SEMAPHORE_API_URL: url }), mailer);
const text = { to: '+63 917 123 4567', subject: 'Booking cancelled', text: 'Espasyo: Booking cancelled' };

describe('SMS', () => {
  it('without a Semaphore key, texts go to the development outbox', async () => {
    const sms = smsSender(testEnv(), mailer);
    expect(sms.name).toBe('outbox');
    await sms.send(text);
    expect(stored).toEqual([{ kind: 'sms', ...text }]);
  });

  it('Philippine numbers as Semaphore takes them', () => {
    for (const phone of [
      '09171234567',
      '0917 123 4567',
      '0917.123.4567',
      '+63 917-123-4567',
      '639171234567',
      '9171234567',
    ])
      expect(semaphoreNumber(phone), phone).toBe('639171234567');
  });

  it("with a key, Semaphore's POST /api/v4/messages: form-encoded apikey, number, message and sender name", async () => {
    const sms = semaphore();
    expect(sms.name).toBe('semaphore');
    await sms.send(text);
    expect(calls.at(-1)).toEqual({
      path: '/api/v4/messages',
      contentType: 'application/x-www-form-urlencoded',
      form: {
        apikey: 'sem-test-key',
        number: '639171234567',
        message: 'Espasyo: Booking cancelled',
        sendername: 'ESPASYO',
      },
    });
  });

  it('a refusal throws with what Semaphore said, so the outbox retries and staff see it', async () => {
    await expect(semaphore('wrong-key').send(text)).rejects.toThrow(
      'Semaphore refused the text (401): apikey: The selected apikey is invalid.',
    );
    await expect(semaphore().send({ ...text, to: '12345' })).rejects.toThrow(
      'Semaphore refused the text (422): number: The number format is invalid.',
    );
    await expect(semaphore().send({ ...text, text: 'boom' })).rejects.toThrow(
      'Semaphore refused the text (500): <h1>Server Error</h1>',
    );
    await expect(semaphore().send({ ...text, text: 'refund me' })).rejects.toThrow(
      'Semaphore did not send the text (Refunded)',
    );
  });
});
