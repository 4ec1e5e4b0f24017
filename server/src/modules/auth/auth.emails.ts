import { en } from '@espasyo/domain';
import type { OutboundMessage } from '../../lib/mailer';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `platform` is general.platformName, read live by the caller: subjects and signatures use it. */
function email(
  platform: string,
  to: string,
  subject: string,
  lines: string[],
  link?: { url: string; label: string },
): OutboundMessage {
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.url}`] : []), '', `— ${platform}`].join('\n');
  const html = [
    '<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">',
    ...lines.map((l) => (l ? `<p>${esc(l)}</p>` : '')),
    link
      ? `<p><a href="${esc(link.url)}" style="color:#0f766e;font-weight:600">${esc(link.label)}</a></p><p style="font-size:13px;color:#6b7280">${esc(link.url)}</p>`
      : '',
    `<p style="color:#6b7280">— ${esc(platform)}</p></div>`,
  ].join('');
  return { kind: 'email', to, subject, text, html };
}

export function resetPasswordEmail(platform: string, to: string, firstName: string, url: string): OutboundMessage {
  return email(
    platform,
    to,
    `Reset your ${platform} password`,
    [
      `Hi ${firstName},`,
      `We received a request to reset the password of your ${platform} account. The link below works once and expires in 1 hour.`,
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
    { url, label: 'Choose a new password' },
  );
}

export function verifyEmailEmail(platform: string, to: string, firstName: string, url: string): OutboundMessage {
  return email(
    platform,
    to,
    `Verify your email address for ${platform}`,
    [
      `Hi ${firstName},`,
      `Welcome to ${platform}! Please confirm that this is your email address. The link expires in 24 hours.`,
    ],
    { url, label: 'Verify my email address' },
  );
}

/** To the new address: the link that makes the change. */
export function confirmEmailChangeEmail(platform: string, to: string, firstName: string, url: string): OutboundMessage {
  return email(
    platform,
    to,
    en.emailChange.confirmSubject,
    en.emailChange.confirmBody(firstName, platform).split('\n\n'),
    {
      url,
      label: 'Confirm my new email address',
    },
  );
}

/** To the old address: what is happening, and how to stop it. */
export function emailChangeNotice(platform: string, to: string, firstName: string, newEmail: string): OutboundMessage {
  return email(
    platform,
    to,
    en.emailChange.noticeSubject,
    en.emailChange.noticeBody(firstName, newEmail, platform).split('\n\n'),
  );
}

export function phoneCodeSms(platform: string, to: string, code: string): OutboundMessage {
  return {
    kind: 'sms',
    to,
    subject: `${platform} verification code`,
    text: `Your ${platform} verification code is ${code}. It expires in 10 minutes. Never share this code with anyone.`,
  };
}
