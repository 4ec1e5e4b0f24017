import { describe, expect, it } from 'vitest';
import { MASK, maskContacts } from './masking';

/** Contact details are hidden until a booking is confirmed (issue 21); everything else stays as written. */
describe('maskContacts hides contact details', () => {
  it.each([
    // Mobile numbers
    ['Call me at 09171234567', `Call me at ${MASK}`],
    ['Call me at 0917 123 4567 please', `Call me at ${MASK} please`],
    ['0917-123-4567', MASK],
    ['0917.123.4567', MASK],
    ['(0917) 123 4567', MASK],
    ['(0917)1234567', MASK],
    ['0998 765 4321', MASK],
    ['+639171234567', MASK],
    ['+63 917 123 4567', MASK],
    ['+63-917-123-4567', MASK],
    ['+63 (917) 123-4567', MASK],
    ['(+63) 917 123 4567', MASK],
    ['63 917 123 4567', MASK],
    ['639171234567', MASK],
    ['917 123 4567', MASK],
    ['text 0917 1234 567 now', `text ${MASK} now`],
    ['0 9 1 7 1 2 3 4 5 6 7', MASK],
    ['0-9-1-7-1-2-3-4-5-6-7', MASK],
    ['my number is 0917 123 4567.', `my number is ${MASK}.`],
    ['Viber: 09171234567', `Viber: ${MASK}`],
    // Landlines
    ['(02) 8123 4567', MASK],
    ['02-8123-4567', MASK],
    ['02 8123 4567', MASK],
    ['+63 2 8123 4567', MASK],
    ['(032) 234 5678', MASK],
    ['032-234-5678', MASK],
    // Emails
    ['juan.delacruz@gmail.com', MASK],
    ['Email me: Juan_DC+rent@yahoo.com.ph.', `Email me: ${MASK}.`],
    ['juan [at] gmail [dot] com', MASK],
    ['juan(at)gmail(dot)com', MASK],
    // Links and handles
    ['wa.me/639171234567', MASK],
    ['https://wa.me/639171234567?text=hi', MASK],
    ['join https://chat.whatsapp.com/AbCdEf123 now', `join ${MASK} now`],
    ['t.me/juandc', MASK],
    ['https://t.me/juandc.', `${MASK}.`],
    ['telegram.me/juandc', MASK],
    ['m.me/juan.delacruz', MASK],
    ['www.messenger.com/t/juan', MASK],
    ['fb.com/juan.delacruz', MASK],
    ['https://www.facebook.com/juan.delacruz', MASK],
    ['(facebook.com/juan)', `(${MASK})`],
    ['viber://chat?number=639171234567', MASK],
    ['invite.viber.com/?g=abc', MASK],
    ['Telegram: @juan_dc', `Telegram: ${MASK}`],
    ['telegram @juan_dc', `telegram ${MASK}`],
    ['my telegram is @juandc', `my telegram is ${MASK}`],
    ['FB: juan.delacruz', `FB: ${MASK}`],
    ['add me on Facebook: JuanDC', `add me on Facebook: ${MASK}`],
    ['WhatsApp: juan', `WhatsApp: ${MASK}`],
    ['IG: @juan.space', `IG: ${MASK}`],
    ['viber id: juan123', `viber id: ${MASK}`],
  ])('%s', (input, expected) => {
    const out = maskContacts(input);
    expect(out.text).toBe(expected);
    expect(out.masked).toBe(true);
  });
});

describe('maskContacts leaves everything else as written', () => {
  it.each([
    'The price is ₱1,500 a month.',
    'That is 1500.00 pesos, or ₱12,500/month for the bigger one.',
    '₱1,250,000.50 for the year',
    'PHP 25,000 deposit',
    'Can I move in on 2026-11-26 at 10:30?',
    'From 11/26/2026 to 12/31/2026, 9:00 to 17:30',
    'Dec 5, 2026 at 9am',
    'The room is 3 x 4 m, 2.5 m high (10 sqm).',
    '3.5m x 4.2m, about 14.7 square meters',
    'My booking ESP-2026-000123 and credit memo ESP-CM-2026-000004',
    'Booking 0193a7b2-5c1e-7d3f-8a9b-0c1d2e3f4a5b',
    'Gate code is 1234',
    'Is parking for 2 cars, 1 motorcycle ok?',
    'We are at 123 Rizal Ave, Barangay 630, Manila 1000',
    'I will message you on Telegram tomorrow',
    'Facebook said the weather is fine',
    'Ask me at 5 pm',
    'See you @ 5pm',
    'Rated 4.8/5 by 50,000+ customers, 95% satisfied',
    'A 20 ft container, 6 m long',
    'The unit number is 917',
    'Order 2026112612345 ready',
    'juan at gmail (at) x',
  ])('%s', (input) => {
    expect(maskContacts(input)).toEqual({ text: input, masked: false });
  });

  it('masks each detail in a longer message and keeps the words around them', () => {
    const out = maskContacts(
      'Hi! ₱1,500 is fine. Text me at 0917 123 4567 or email juan@gmail.com, or wa.me/639171234567. See you 11/26 at 10:30.',
    );
    expect(out.text).toBe(
      `Hi! ₱1,500 is fine. Text me at ${MASK} or email ${MASK}, or ${MASK}. See you 11/26 at 10:30.`,
    );
    expect(out.masked).toBe(true);
  });
});
