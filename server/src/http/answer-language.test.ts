import { describe, expect, it } from 'vitest';
import { randomIp } from '../test/builders';
import { useTestApp } from '../test/hooks';

// Issue 34: the API's texts come in the language the caller asks for (the web app sends its page's
// language); without it, and in English, they stay the specification's words.
const t = useTestApp();

const signIn = (body: object, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: body,
    headers: language ? { 'accept-language': language } : {},
    remoteAddress: randomIp(),
  });

describe('the API answers in the caller’s language', () => {
  it('an error the catalogue knows comes in Filipino for a Filipino caller, English otherwise', async () => {
    const wrong = { email: 'nobody-here@example.com', password: 'not-the-password' };
    const english = await signIn(wrong);
    const filipino = await signIn(wrong, 'fil');
    expect(english.statusCode).toBe(filipino.statusCode);
    expect(english.json().error.code).toBe(filipino.json().error.code);
    expect(english.json().error.message).toBe('Incorrect email or password. Please try again.');
    expect(filipino.json().error.message).toBe('Mali ang email o password. Pakisubukan ulit.');
    expect((await signIn(wrong, 'en-PH,en;q=0.9')).json().error.message).toBe(english.json().error.message);
  });

  it("a validation error's message and fields come in Filipino", async () => {
    const res = await signIn({ email: 'not an email', password: '12' }, 'fil-PH, en;q=0.5');
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation_error');
    expect(error.fields).toEqual({ email: 'Maglagay ng tamang email address' });
    expect(error.message).toBe('Maglagay ng tamang email address');
  });

  it('a message the catalogue does not know stays as it is', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: '<signin/>',
      headers: { 'content-type': 'application/xml', 'accept-language': 'fil' },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Unsupported content type.');
  });
});

describe('a date inside an answer', () => {
  it("is named in the caller's language: the day and the month, the time as it is", async () => {
    const { dayInLanguage } = await import('../lib/i18n');
    expect(dayInLanguage('Tue, 24 Nov 2026', 'fil')).toBe('Mar, 24 Nob 2026');
    expect(dayInLanguage('Mon, 27 Sep 2027, 3:05 PM', 'fil')).toBe('Lun, 27 Set 2027, 3:05 PM');
    expect(dayInLanguage('Tue, 24 Nov 2026', 'en')).toBe('Tue, 24 Nov 2026');
    expect(dayInLanguage('Dry room in Bel-Air', 'fil')).toBe('Dry room in Bel-Air');
  });
});
