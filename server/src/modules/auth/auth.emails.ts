import type { OutboundMessage } from '../../lib/mailer';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function email(to: string, subject: string, lines: string[], link?: { url: string; label: string }): OutboundMessage {
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.url}`] : []), '', '— Espasyo'].join('\n');
  const html = [
    '<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">',
    ...lines.map((l) => (l ? `<p>${esc(l)}</p>` : '')),
    link ? `<p><a href="${esc(link.url)}" style="color:#0f766e;font-weight:600">${esc(link.label)}</a></p><p style="font-size:13px;color:#6b7280">${esc(link.url)}</p>` : '',
    '<p style="color:#6b7280">— Espasyo</p></div>',
  ].join('');
  return { kind: 'email', to, subject, text, html };
}

export function resetPasswordEmail(to: string, firstName: string, url: string): OutboundMessage {
  return email(
    to,
    'Reset your Espasyo password',
    [`Hi ${firstName},`, 'We received a request to reset the password of your Espasyo account. The link below works once and expires in 1 hour.', 'If you did not ask for this, you can ignore this email: your password stays the same.'],
    { url, label: 'Choose a new password' },
  );
}

export function verifyEmailEmail(to: string, firstName: string, url: string): OutboundMessage {
  return email(
    to,
    'Verify your email address for Espasyo',
    [`Hi ${firstName},`, 'Welcome to Espasyo! Please confirm that this is your email address. The link expires in 24 hours.'],
    { url, label: 'Verify my email address' },
  );
}

export function phoneCodeSms(to: string, code: string): OutboundMessage {
  return {
    kind: 'sms',
    to,
    subject: 'Espasyo verification code',
    text: `Your Espasyo verification code is ${code}. It expires in 10 minutes. Never share this code with anyone.`,
  };
}
