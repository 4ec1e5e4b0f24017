import { describe, expect, it } from 'vitest';
import { listingFieldSchemas, listingDraftSchema } from '../listings/schema';
import { blockSchema } from '../listings/blocks';
import { listingRejectSchema } from '../listings/moderation';
import { listingSearchQuerySchema } from '../listings/search';
import { psgcAddressSchema } from '../places/address';
import { settingsPatchSchemas } from '../settings/schema';
import { adminUsersQuerySchema } from './admin';
import { createAdminSchema } from './account';
import { profileSchema, signInSchema, signUpSchema } from './auth';
import { validSignUp } from './test-fixtures';
import { verificationRejectSchema } from './verification';
import { cleanText, textSchema } from './text';

const invisible = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
];
const controls = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000B',
  '\u000C',
  '\u001B',
  '\u001F',
  '\u007F',
  '\u0080',
  '\u0085',
  '\u009F',
];

describe('cleanText', () => {
  it('removes every bidirectional control and zero-width character', () => {
    for (const c of invisible)
      expect(cleanText(`Storage${c} room`), `U+${c.charCodeAt(0).toString(16)}`).toBe('Storage room');
    expect(cleanText('\u202Emoor egarots')).toBe('moor egarots');
  });

  it('removes C0 and C1 control characters and DEL', () => {
    for (const c of controls) expect(cleanText(`a${c}b`), `U+${c.charCodeAt(0).toString(16)}`).toBe('ab');
  });

  it('one line: each run of line breaks and tabs is one space', () => {
    expect(cleanText('Dry\r\nstorage\troom\n\nin Makati\u2028now')).toBe('Dry storage room in Makati now');
  });

  it('several lines: keeps line breaks (as LF) and tabs', () => {
    expect(cleanText('One\r\nTwo\rThree\u2029Four\n\tFive\u0007', { multiline: true })).toBe(
      'One\nTwo\nThree\nFour\n\tFive',
    );
  });

  it('leaves ordinary text alone: Filipino, accents, symbols, emoji, ₱', () => {
    const s = 'Bodega sa Quezon City — ₱1,500/buwan, Señor Niño St. 🚗 “covered” 24/7';
    expect(cleanText(s)).toBe(s);
    expect(cleanText(s, { multiline: true })).toBe(s);
  });

  it('textSchema cleans before the checks chained after it', () => {
    const s = textSchema('Too short').trim().min(2, 'Too short');
    expect(s.parse(' \u202Eab\u200B ')).toBe('ab');
    expect(s.safeParse('\u200Ba\u200B').error?.issues[0].message).toBe('Too short');
  });
});

describe('every free-text field is cleaned', () => {
  const R = '\u202E';
  it('listings: title, description, access, street, block note, moderation reason, search text', () => {
    expect(listingFieldSchemas.title.parse(`${R}Clean storage room`)).toBe('Clean storage room');
    expect(
      listingDraftSchema.parse({ description: `Dry\u200B room.\r\nGround floor${R}.`, accessHours: `24/7${R}` }),
    ).toEqual({
      description: 'Dry room.\nGround floor.',
      accessHours: '24/7',
    });
    expect(listingFieldSchemas.accessInstructions.parse(`Ask the guard.\nKey${R} at desk.`)).toBe(
      'Ask the guard.\nKey at desk.',
    );
    expect(psgcAddressSchema.shape.street.parse(`Unit 5${R}, Jupiter St.`)).toBe('Unit 5, Jupiter St.');
    expect(
      blockSchema.parse({ startDate: '2026-03-01', endDate: '2026-03-02', units: 1, note: `Paint${R}` }).note,
    ).toBe('Paint');
    expect(listingRejectSchema.parse({ reason: `Photos are${R} blurry.\nAdd new ones.` }).reason).toBe(
      'Photos are blurry.\nAdd new ones.',
    );
    expect(listingSearchQuerySchema.parse({ q: `Makati${R}` }).q).toBe('Makati');
  });

  it('accounts, admin and settings: names, reasons, search boxes, platform texts', () => {
    expect(signUpSchema().parse({ ...validSignUp, firstName: `Ju${R}an` }).firstName).toBe('Juan');
    expect(profileSchema.parse({ firstName: `Ma\u200Bria`, lastName: 'Santos', phone: '09171234567' }).firstName).toBe(
      'Maria',
    );
    expect(createAdminSchema().parse({ ...validSignUp, lastName: `Cruz${R}` }).lastName).toBe('Cruz');
    // Only invisible characters: not a name at all.
    expect(signUpSchema().safeParse({ ...validSignUp, firstName: '\u200B\u200B\u200B' }).success).toBe(false);
    expect(verificationRejectSchema.parse({ reason: `Blurry${R} photo` }).reason).toBe('Blurry photo');
    expect(adminUsersQuerySchema.parse({ q: `maria${R}` }).q).toBe('maria');
    expect(
      settingsPatchSchemas.general.parse({ platformName: `Espasyo${R}`, platformDescription: `Rent\r\nspace${R}.` }),
    ).toMatchObject({ platformName: 'Espasyo', platformDescription: 'Rent\nspace.' });
  });

  it('passwords are taken as typed', () => {
    const password = `Secret${R}123`;
    expect(signInSchema.parse({ email: 'a@b.ph', password }).password).toBe(password);
    expect(signUpSchema().parse({ ...validSignUp, password, confirmPassword: password }).password).toBe(password);
  });
});
