import type { Env } from '../env';
import type { Mailer } from './mailer';

/**
 * Text messages (issue 21, decision 0044). One interface, two adapters: the development outbox
 * (the mailer's store, read at /dev/mailbox, or SMTP's fallback for texts) and Semaphore's HTTP
 * API (semaphore.co) when SEMAPHORE_API_KEY is set. The outbox's `sms` task calls it after the
 * commit, with retries; a refusal throws, so the task is retried and at last shown to staff.
 */
export interface SmsText {
  to: string;
  /** What staff see of the task and the dev mailbox shows as its subject; never sent. */
  subject: string;
  text: string;
}

export interface SmsSender {
  readonly name: 'outbox' | 'semaphore';
  send(message: SmsText): Promise<void>;
}

/** The built-in adapter: texts are stored where the development mailbox shows them. */
export function outboxSms(mailer: Mailer): SmsSender {
  return { name: 'outbox', send: (m) => mailer.send({ kind: 'sms', ...m }) };
}

/** A Philippine mobile number as Semaphore takes it: 639XXXXXXXXX (from 0917…, +63 917…, with spaces, dots or dashes). */
export function semaphoreNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^09\d{9}$/.test(digits)) return `63${digits.slice(1)}`;
  if (/^9\d{9}$/.test(digits)) return `63${digits}`;
  return digits;
}

/** A sent message in Semaphore's answer: an array with one object per recipient. */
interface SemaphoreMessage {
  message_id: number;
  status: string;
}

const SEND_TIMEOUT_MS = 30_000;

/**
 * POST {SEMAPHORE_API_URL}/api/v4/messages, form-encoded: apikey, number, message, sendername.
 * Semaphore answers a sent message with an array of message records (status Pending or Queued);
 * a refusal with a non-2xx status or with an object of field errors ({"number": ["…"]}).
 */
export function semaphoreSms(env: Env): SmsSender {
  const key = env.SEMAPHORE_API_KEY;
  if (!key) throw new Error('SEMAPHORE_API_KEY is not set');
  const url = `${env.SEMAPHORE_API_URL.replace(/\/$/, '')}/api/v4/messages`;
  return {
    name: 'semaphore',
    async send(m) {
      const form = new URLSearchParams({ apikey: key, number: semaphoreNumber(m.to), message: m.text });
      if (env.SEMAPHORE_SENDER_NAME) form.set('sendername', env.SEMAPHORE_SENDER_NAME);
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const body = await res.text();
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(body);
      } catch {
        // a page, not JSON: reported below with its status
      }
      const sent = Array.isArray(parsed) && (parsed as SemaphoreMessage[]).some((r) => r && r.message_id);
      if (res.ok && sent) {
        const failed = (parsed as SemaphoreMessage[]).find((r) => /^(failed|refunded)$/i.test(String(r.status)));
        if (failed) throw new Error(`Semaphore did not send the text (${failed.status})`);
        return;
      }
      throw new Error(`Semaphore refused the text (${res.status}): ${describeRefusal(parsed, body)}`);
    },
  };
}

/** Semaphore's field errors, e.g. {"number":["The number format is invalid."]}, as one line. */
function describeRefusal(parsed: unknown, raw: string): string {
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const lines = Object.entries(parsed as Record<string, unknown>).map(
      ([field, v]) => `${field}: ${Array.isArray(v) ? v.join(' ') : String(v)}`,
    );
    if (lines.length) return lines.join('; ').slice(0, 300);
  }
  if (Array.isArray(parsed)) return parsed.map(String).join(' ').slice(0, 300);
  return raw.slice(0, 200) || 'no answer';
}

/** The adapter this server uses: Semaphore when its key is set, else the development outbox. */
export function smsSender(env: Env, mailer: Mailer): SmsSender {
  return env.SEMAPHORE_API_KEY ? semaphoreSms(env) : outboxSms(mailer);
}
