import { describe, expect, it } from 'vitest';
import { MASK, maskContacts } from './masking';

/**
 * Contact details are hidden until a booking is confirmed (issue 21), however they are disguised
 * (issue 29): the table of disguises, each hidden, and of ordinary sentences, each left as written.
 * server/src/modules/messaging/messaging.masking.test.ts posts the same tables through the API.
 */
export const disguises: [input: string, expected: string][] = [
  // Mobile numbers as people write them
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
  ['my number is 0917 123 4567.', `my number is ${MASK}.`],
  ['Viber: 09171234567', `Viber: ${MASK}`],
  ['0895 123 4567', MASK],
  ['+1 415 555 0123', MASK],
  ['+44 20 7946 0958', MASK],
  // Landlines
  ['(02) 8123 4567', MASK],
  ['02-8123-4567', MASK],
  ['02 8123 4567', MASK],
  ['+63 2 8123 4567', MASK],
  ['(032) 234 5678', MASK],
  ['032-234-5678', MASK],
  // Any separator between the groups
  ['0917_123_4567', MASK],
  ['0917,123,4567', MASK],
  ['917,123,4567', MASK],
  ['9,171,234,567', MASK],
  ['0917|123|4567', MASK],
  ['0917 | 123 | 4567', MASK],
  ['0917\n123\n4567', MASK],
  ['Call me:\n0917\n123\n4567\nthanks', `Call me:\n${MASK}\nthanks`],
  ['0917   123     4567', MASK],
  ['0917\t123\t4567', MASK],
  ['0917/123/4567', MASK],
  ['0917*123*4567', MASK],
  ['0917~123~4567', MASK],
  ['0917 - 123 - 4567', MASK],
  ['0917..123..4567', MASK],
  ['0917:123:4567', MASK],
  ['0917+123+4567', MASK],
  ['0917 #123 #4567', MASK],
  ['[0917] [123] [4567]', `[${MASK}]`],
  ['09-17-12-34-567', MASK],
  ['09.17.12.34.567', MASK],
  ['0917 12 34 567', MASK],
  ['(0917) 123-45-67', MASK],
  ['0 9 1 7 1 2 3 4 5 6 7', MASK],
  ['0-9-1-7-1-2-3-4-5-6-7', MASK],
  ['0  9  1  7  1  2  3  4  5  6  7', MASK],
  ['0_9_1_7_1_2_3_4_5_6_7', MASK],
  ['+ 6 3 9 1 7 1 2 3 4 5 6 7', MASK],
  // Other digits and characters
  ['０９１７ １２３ ４５６７', MASK],
  ['+６３ ９１７ １２３ ４５６７', MASK],
  ['٠٩١٧١٢٣٤٥٦٧', MASK],
  ['۰۹۱۷ ۱۲۳ ۴۵۶۷', MASK],
  ['०९१७ १२३ ४५६७', MASK],
  ['𝟎𝟗𝟏𝟕𝟏𝟐𝟑𝟒𝟓𝟔𝟕', MASK],
  ['⓪⑨①⑦①②③④⑤⑥⑦', MASK],
  ['⁰⁹¹⁷¹²³⁴⁵⁶⁷', MASK],
  ['0917\u200b123\u200b4567', MASK],
  ['0̲9̲1̲7̲1̲2̲3̲4̲5̲6̲7̲', MASK],
  ['O917 123 4567', MASK],
  ['0917 l23 4567', MASK],
  ['O9I7 I23 4567', MASK],
  // Spelled out, in English and Filipino
  ['zero nine one seven one two three four five six seven', MASK],
  ['Zero-Nine-One-Seven-One-Two-Three-Four-Five-Six-Seven', MASK],
  ['ZERO NINE ONE SEVEN 123 4567', MASK],
  ['oh nine one seven, one two three, four five six seven', MASK],
  ['zeronineoneseven onetwothree fourfivesixseven', MASK],
  ['nine one seven one two three four five six seven', MASK],
  ['0 nine 1 seven 1 2 three 4 5 6 7', MASK],
  ['sero siyam isa pito isa dalawa tatlo apat lima anim pito', MASK],
  ['Sero-siyam-isa-pito, isa-dalawa-tatlo, apat-lima-anim-pito', MASK],
  ['sero siyam isa walo pito anim lima apat tatlo dalawa isa', MASK],
  ['Tawagan mo ako: sero siyam isa pito 123 4567 salamat', `Tawagan mo ako: ${MASK} salamat`],
  // In a sentence, each detail hidden and the words kept
  ['My number is 0918 765 4321, email juan@x.com', `My number is ${MASK}, email ${MASK}`],
  ['Text me at 0917 123 4567, thanks', `Text me at ${MASK}, thanks`],
  ['Call 0917 123 4567 or 0918 765 4321', `Call ${MASK} or ${MASK}`],
  ['0917 123 4567 / 0918 765 4321', `${MASK} / ${MASK}`],
  ['I have 2 units. 0917 123 4567 is my number', `I have 2 units. ${MASK} is my number`],
  ['Email: juan@gmail.com, phone 0917 123 4567', `Email: ${MASK}, phone ${MASK}`],
  ['call me (09171234567)', `call me ${MASK}`],
  // Emails
  ['juan.delacruz@gmail.com', MASK],
  ['Email me: Juan_DC+rent@yahoo.com.ph.', `Email me: ${MASK}.`],
  ['juan [at] gmail [dot] com', MASK],
  ['juan(at)gmail(dot)com', MASK],
  ['juan＠gmail.com', MASK],
  ['juan＠gmail．com', MASK],
  ['ｊｕａｎ＠ｇｍａｉｌ．ｃｏｍ', MASK],
  ['juan at gmail dot com', MASK],
  ['juan AT gmail DOT com', MASK],
  ['email juan at gmail.com', `email ${MASK}`],
  ['juan[@]gmail[.]com', MASK],
  ['juan(@)gmail(.)com', MASK],
  ['juan {at} gmail {dot} com', MASK],
  ['juan @ gmail . com', MASK],
  ['juan @gmail.com', MASK],
  ['juan@gmail com', MASK],
  ['juan@gmail,com', MASK],
  ['juan@gmail', MASK],
  ['juan.dc at yahoo dot com dot ph', MASK],
  ['juan dot dc at gmail dot com', MASK],
  ['j.u.a.n@gmail.com', MASK],
  ['jսan@gmail.com', MASK],
  ['juan@gmаil.com', MASK],
  ['juan\u200b@\u200bgmail.com', MASK],
  // Links to messaging apps and social profiles
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
  ['WWW.FACEBOOK.COM/JUAN', MASK],
  ['viber://chat?number=639171234567', MASK],
  ['whatsapp://send?phone=639171234567', MASK],
  ['invite.viber.com/?g=abc', MASK],
  ['instagram.com/juan', MASK],
  ['https://www.instagram.com/juan.space/', MASK],
  ['fаcebook.com/juan', MASK],
  ['fасеbооk.com/juan', MASK],
  ['ｆａｃｅｂｏｏｋ.com/juan', MASK],
  ['facebook dot com/juan', MASK],
  ['facebook[.]com/juan', MASK],
  ['tiktok.com/@juan', MASK],
  ['x.com/juan', MASK],
  ['linktr.ee/juan', MASK],
  // Handles named as such: the app's name stays, the handle goes
  ['Telegram: @juan_dc', `Telegram: ${MASK}`],
  ['telegram @juan_dc', `telegram ${MASK}`],
  ['my telegram is @juandc', `my telegram is ${MASK}`],
  ['Tеlеgrаm: @juandc', `Tеlеgrаm: ${MASK}`],
  ['telegram ko: juandc', `telegram ko: ${MASK}`],
  ['FB: juan.delacruz', `FB: ${MASK}`],
  ['add me on Facebook: JuanDC', `add me on Facebook: ${MASK}`],
  ['WhatsApp: juan', `WhatsApp: ${MASK}`],
  ['whats app: juan.dc', `whats app: ${MASK}`],
  ['IG: @juan.space', `IG: ${MASK}`],
  ['ＩＧ: juan.space', `ＩＧ: ${MASK}`],
  ['viber id: juan123', `viber id: ${MASK}`],
  ['add me @juan_dc', `add me ${MASK}`],
  ['message me @juandc', `message me ${MASK}`],
  ['@juan_dc', MASK],
];

export const ordinary: string[] = [
  '₱2,500 for 3 months',
  'Unit 12B',
  '5 x 10 ft',
  'The price is ₱1,500 a month.',
  'That is 1500.00 pesos, or ₱12,500/month for the bigger one.',
  '₱1,250,000.50 for the year',
  'PHP 25,000 deposit',
  '₱9,500 / ₱9,800 / ₱9,900 depending on the size',
  'The 10 x 20 ft unit is ₱8,000; the 5 x 10 is ₱3,500.',
  'GCash or bank transfer is fine, ₱500 reservation fee',
  'Can I move in on 2026-11-26 at 10:30?',
  'From 11/26/2026 to 12/31/2026, 9:00 to 17:30',
  'Available 09/12/2026 10:30 to 09/15/2026 17:00',
  'Open 9:00-17:30, 9:00-17:30 on weekends',
  'Check-in 8:00 am, 12/01/2026; check-out 5:00 pm, 03/01/2027',
  'Dec 5, 2026 at 9am',
  'See you 11/26 at 10:30.',
  'The room is 3 x 4 m, 2.5 m high (10 sqm).',
  '3.5m x 4.2m, about 14.7 square meters',
  'Lot area 150 sqm, 2 floors, 3 rooms, 4 parking slots',
  'My booking ESP-2026-000123 and credit memo ESP-CM-2026-000004',
  'Payment reference 2026-1126-0930',
  'Booking 0193a7b2-5c1e-7d3f-8a9b-0c1d2e3f4a5b',
  'Order 2026112612345 ready',
  'Gate code is 1234',
  'Is parking for 2 cars, 1 motorcycle ok?',
  'Units 9, 12, 15 and 18 are on the 2nd floor',
  'We are at 123 Rizal Ave, Barangay 630, Manila 1000',
  'Blk 12 Lot 34, Phase 2, Brgy. San Isidro, Cainta, Rizal 1900',
  'Tower 2, 15th floor, unit 1507, 88 Shaw Blvd',
  'The gate is at 9 Mabini St, the office at 1 Luna St.',
  'The unit number is 917',
  'I need one or two slots for 3 to 6 months',
  'Isa pa po, may CCTV ba? Dalawa po kami.',
  'I will message you on Telegram tomorrow',
  'Facebook said the weather is fine',
  'Ask me at 5 pm',
  'See you @ 5pm',
  'Kita tayo @Ayala mamaya',
  'I am at the mall. Com ba?',
  'Rated 4.8/5 by 50,000+ customers, 95% satisfied',
  'A 20 ft container, 6 m long',
  'juan at gmail (at) x',
];

describe('maskContacts hides contact details, however disguised', () => {
  it(`has at least 100 disguises (${disguises.length})`, () => expect(disguises.length).toBeGreaterThanOrEqual(100));

  it.each(disguises)('%j', (input, expected) => {
    expect(maskContacts(input)).toEqual({ text: expected, masked: true });
  });
});

describe('maskContacts leaves everything else as written', () => {
  it(`has at least 30 ordinary sentences (${ordinary.length})`, () =>
    expect(ordinary.length).toBeGreaterThanOrEqual(30));

  it.each(ordinary)('%j', (input) => {
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

describe('maskContacts stays fast on any message', () => {
  // Each a 2,000-character message (the longest there is) built to make a backtracking pattern slow.
  it.each([
    ['letters', 'a'.repeat(2000)],
    ['digits apart', '1 '.repeat(1000)],
    ['one long number', '9'.repeat(2000)],
    ['at signs', 'a@'.repeat(1000)],
    ['an address after a long local part', 'a.'.repeat(990) + '@gmail.com'],
    ['spelled digits', 'one '.repeat(500)],
    ['thousands', '1,'.repeat(1000)],
    ['times', '1:'.repeat(1000)],
    ['dates', '1/1/'.repeat(500)],
    ['brackets', '[at]'.repeat(500)],
    ['a long path', 'fb.com/' + 'a.'.repeat(996)],
  ])('%s', (_name, text) => {
    maskContacts(text);
    const start = Date.now();
    maskContacts(text);
    expect(Date.now() - start).toBeLessThan(100);
  });
});
