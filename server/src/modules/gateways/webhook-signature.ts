import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejected, type WebhookHeaders } from './gateway.types';

/** A webhook older or newer than this is refused, signed or not (replays of old captures). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The signature scheme of the sandbox gateway, the same as Stripe's: the header
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, so the signature covers the exact
 * bytes sent and the time they were sent.
 */
export const signatureFor = (secret: string, timestamp: number, rawBody: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');

export const signatureHeader = (secret: string, timestamp: number, rawBody: string | Buffer) =>
  `t=${timestamp},v1=${signatureFor(secret, timestamp, rawBody)}`;

/** Checks `header` against the raw body and `now`; throws WebhookRejected. */
export function verifySignatureHeader(secret: string, header: string | undefined, rawBody: Buffer, now: Date) {
  const parts = new Map<string, string[]>();
  for (const item of (header ?? '').split(',')) {
    const [k, v] = item.trim().split('=', 2);
    if (k && v) parts.set(k, [...(parts.get(k) ?? []), v]);
  }
  const t = Number(parts.get('t')?.[0]);
  const given = parts.get('v1') ?? [];
  if (!Number.isInteger(t) || !given.length) throw new WebhookRejected('signature');
  const expected = Buffer.from(signatureFor(secret, t, rawBody), 'hex');
  const matches = given.some((g) => {
    const b = Buffer.from(g, 'hex');
    return b.length === expected.length && timingSafeEqual(b, expected);
  });
  if (!matches) throw new WebhookRejected('signature');
  if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookRejected('stale');
}

export const headerOf = (headers: WebhookHeaders, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};
