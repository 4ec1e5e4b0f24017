import type { Language } from '@espasyo/domain/i18n/languages';
import type { OutboundMessage } from '../../lib/mailer';
import { messagesFor } from '../../lib/i18n';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/*
 * The account's emails and texts, in the recipient's language (issue 34, decision 0092: their
 * users.language, English when null; the catalogue's namespace `emails`).
 */

/** `platform` is general.platformName, read live by the caller: subjects and signatures use it. */
function email(
  lang: Language,
  platform: string,
  to: string,
  subject: string,
  lines: string[],
  link?: { url: string; label: string },
): OutboundMessage {
  const signOff = messagesFor(lang, 'emails').frame.signOff({ platform });
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.url}`] : []), '', signOff].join('\n');
  const html = [
    '<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">',
    ...lines.map((l) => (l ? `<p>${esc(l)}</p>` : '')),
    link
      ? `<p><a href="${esc(link.url)}" style="color:#0f766e;font-weight:600">${esc(link.label)}</a></p><p style="font-size:13px;color:#6b7280">${esc(link.url)}</p>`
      : '',
    `<p style="color:#6b7280">${esc(signOff)}</p></div>`,
  ].join('');
  return { kind: 'email', to, subject, text, html };
}

const words = (lang: Language) => messagesFor(lang, 'emails');

export function resetPasswordEmail(
  platform: string,
  to: string,
  firstName: string,
  url: string,
  lang: Language = 'en',
): OutboundMessage {
  const { frame, account } = words(lang);
  const m = account.resetPassword;
  return email(
    lang,
    platform,
    to,
    m.subject({ platform }),
    [frame.greeting({ name: firstName }), m.body({ platform }), m.ignore],
    { url, label: m.link },
  );
}

export function verifyEmailEmail(
  platform: string,
  to: string,
  firstName: string,
  url: string,
  lang: Language = 'en',
): OutboundMessage {
  const { frame, account } = words(lang);
  const m = account.verifyEmail;
  return email(
    lang,
    platform,
    to,
    m.subject({ platform }),
    [frame.greeting({ name: firstName }), m.body({ platform })],
    {
      url,
      label: m.link,
    },
  );
}

/** To the new address: the link that makes the change. */
export function confirmEmailChangeEmail(
  platform: string,
  to: string,
  firstName: string,
  url: string,
  lang: Language = 'en',
): OutboundMessage {
  const { frame, account } = words(lang);
  const m = account.confirmEmailChange;
  return email(lang, platform, to, m.subject, [frame.greeting({ name: firstName }), m.body({ platform })], {
    url,
    label: m.link,
  });
}

/** To the old address: what is happening, and how to stop it. */
export function emailChangeNotice(
  platform: string,
  to: string,
  firstName: string,
  newEmail: string,
  lang: Language = 'en',
): OutboundMessage {
  const { frame, account } = words(lang);
  const m = account.emailChangeNotice;
  return email(lang, platform, to, m.subject, [
    frame.greeting({ name: firstName }),
    m.body({ platform, email: newEmail }),
    m.notYou,
  ]);
}

export function phoneCodeSms(platform: string, to: string, code: string, lang: Language = 'en'): OutboundMessage {
  const m = words(lang).account.phoneCode;
  return { kind: 'sms', to, subject: m.subject({ platform }), text: m.text({ platform, code }) };
}
