import nodemailer from 'nodemailer';
import type { Executor } from '../db/client';
import { newId } from './ids';

export interface OutboundMessage {
  kind: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: OutboundMessage): Promise<void>;
  /** True when messages land in the database outbox (read at /dev/mailbox). */
  readonly usesOutbox: boolean;
}

/** Stores every message in the database; the development and demo mailbox reads it. */
export function outboxMailer(db: Executor): Mailer {
  return {
    usesOutbox: true,
    async send(m) {
      await db
        .insertInto('outboxMessages')
        .values({
          id: newId(),
          kind: m.kind,
          recipient: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html ?? null,
          status: 'stored',
        })
        .execute();
    },
  };
}

/**
 * Email through SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). There is no
 * SMS gateway yet, so text messages still go to the outbox.
 */
export function smtpMailer(db: Executor, smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const sms = outboxMailer(db);
  return {
    usesOutbox: false,
    async send(m) {
      if (m.kind === 'sms') return sms.send(m);
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
  };
}
