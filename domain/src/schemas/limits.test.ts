import { describe, expect, it } from 'vitest';
import { en } from '../messages/en';
import { validSignUp } from './test-fixtures';
import { settingsPatchSchemas } from '../settings/schema';
import { adminUsersQuerySchema, auditQuerySchema, makeAdminSchema } from './admin';
import { changePasswordSchema, createAdminSchema } from './account';
import { emailPattern, forgotPasswordSchema, profileSchema, signInSchema, signUpSchema } from './auth';
import { limits } from './limits';
import { deleteAccountSchema } from './privacy';
import { recoveryCodeSchema, totpCodeSchema, twoFactorVerifySchema } from './two-factor';

const m = en.validation;
const valid = validSignUp;
const first = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? null : { message: r.error!.issues[0].message, path: r.error!.issues[0].path.join('.') };
const email254 = `${'a'.repeat(64)}@${'b'.repeat(186)}.ph`;

describe('maximum lengths, shared by the forms and the server', () => {
  it('the limits', () => {
    expect(limits).toMatchObject({ name: 50, email: 254, phone: 20, phoneDigits: 15, password: 128 });
    expect(email254).toHaveLength(254);
  });

  it('sign-up: names up to 50 characters (after trimming), then "must be at most 50 characters long"', () => {
    const ok = { ...valid, firstName: `  ${'N'.repeat(50)}  `, lastName: 'C'.repeat(50) };
    expect(signUpSchema().safeParse(ok).success).toBe(true);
    expect(first(signUpSchema().safeParse({ ...valid, firstName: 'N'.repeat(51) }))).toEqual({
      message: m.firstNameMax,
      path: 'firstName',
    });
    expect(first(signUpSchema().safeParse({ ...valid, lastName: 'C'.repeat(1_000_000) }))).toEqual({
      message: m.lastNameMax,
      path: 'lastName',
    });
    expect(m.firstNameMax).toBe('First name must be at most 50 characters long');
  });

  it("sign-up: each too-long message comes after the spec's own rule for that field, and the spec's order holds", () => {
    // A too-long email that is not an email at all: the spec's message.
    expect(first(signUpSchema().safeParse({ ...valid, email: 'x'.repeat(300) }))?.message).toBe(m.email);
    expect(first(signUpSchema().safeParse({ ...valid, email: `${'a'.repeat(250)}@b.ph` }))).toEqual({
      message: m.emailMax,
      path: 'email',
    });
    expect(signUpSchema().safeParse({ ...valid, email: email254 }).success).toBe(true);
    // An invalid email still wins over a too-long name (rule 1 before rule 2).
    expect(first(signUpSchema().safeParse({ ...valid, email: 'juan@', firstName: 'N'.repeat(60) }))?.message).toBe(
      m.email,
    );
    // A too-short last name does not hide behind a valid first name; a too-long first name comes first.
    expect(first(signUpSchema().safeParse({ ...valid, firstName: 'N'.repeat(60), lastName: 'C' }))?.message).toBe(
      m.firstNameMax,
    );
  });

  it('phone: the spec pattern, then at most 20 characters and 15 digits', () => {
    expect(signUpSchema().safeParse({ ...valid, phone: '+63 (917) 123-45678' }).success).toBe(true);
    expect(first(signUpSchema().safeParse({ ...valid, phone: '+63 917 123 4567 8901' }))).toEqual({
      message: m.phoneMax,
      path: 'phone',
    }); // 21 characters
    expect(first(signUpSchema().safeParse({ ...valid, phone: '1234567890123456' }))).toEqual({
      message: m.phoneMax,
      path: 'phone',
    }); // 16 digits
    expect(first(signUpSchema().safeParse({ ...valid, phone: 'abc' }))?.message).toBe(m.phone);
  });

  it('profile and first administrator: the same limits', () => {
    expect(
      first(profileSchema.safeParse({ firstName: 'N'.repeat(51), lastName: 'Cruz', phone: '09171234567' })),
    ).toEqual({ message: m.firstNameMax, path: 'firstName' });
    expect(
      first(profileSchema.safeParse({ firstName: 'Juan', lastName: 'C'.repeat(51), phone: '09171234567' })),
    ).toEqual({ message: m.lastNameMax, path: 'lastName' });
    expect(first(profileSchema.safeParse({ firstName: 'Juan', lastName: 'Cruz', phone: '0'.repeat(16) }))).toEqual({
      message: m.phoneMax,
      path: 'phone',
    });
    const admin = {
      firstName: 'Andrea',
      lastName: 'R'.repeat(51),
      email: 'a@espasyo.ph',
      phone: '09175550101',
      password: 'Admin#Pass1',
      confirmPassword: 'Admin#Pass1',
    };
    expect(first(createAdminSchema().safeParse(admin))?.message).toBe(m.lastNameMax);
  });

  it('emails and passwords on every other form', () => {
    const long = `${'a'.repeat(250)}@b.ph`;
    expect(first(signInSchema.safeParse({ email: long, password: 'whatever1' }))?.message).toBe(m.emailMax);
    expect(first(signInSchema.safeParse({ email: 'a@b.ph', password: 'x'.repeat(129) }))?.message).toBe(m.passwordMax);
    expect(first(forgotPasswordSchema.safeParse({ email: long }))?.message).toBe(m.emailMax);
    expect(first(makeAdminSchema.safeParse({ email: long }))?.message).toBe(m.emailMax);
    expect(makeAdminSchema.parse({ email: ' a@b.ph ' })).toEqual({ email: 'a@b.ph' });
    expect(
      first(
        changePasswordSchema().safeParse({
          currentPassword: 'x'.repeat(129),
          password: 'Upper#Case1',
          confirmPassword: 'Upper#Case1',
        }),
      ),
    ).toEqual({ message: m.passwordMax, path: 'currentPassword' });
    expect(first(deleteAccountSchema.safeParse({ password: 'x'.repeat(129), confirmation: 'DELETE' }))?.message).toBe(
      m.passwordMax,
    );
  });

  it('two-factor codes and challenge ids are bounded before spaces are stripped', () => {
    expect(totpCodeSchema.safeParse(`123 456`).success).toBe(true);
    expect(first(totpCodeSchema.safeParse(`${' '.repeat(100)}123456`))?.message).toBe(en.twoFactor.codeFormat);
    expect(first(recoveryCodeSchema.safeParse(`abcde-12345${' '.repeat(100)}`))?.message).toBe(
      en.twoFactor.recoveryFormat,
    );
    expect(twoFactorVerifySchema.safeParse({ challengeId: 'c'.repeat(201), code: '123456' }).success).toBe(false);
  });

  it('admin search and audit filters say what is too long in plain words', () => {
    expect(first(adminUsersQuerySchema.safeParse({ q: 'x'.repeat(201) }))).toEqual({
      message: 'Search must be at most 200 characters long',
      path: 'q',
    });
    expect(adminUsersQuerySchema.safeParse({ q: 'x'.repeat(200) }).success).toBe(true);
    expect(first(auditQuerySchema.safeParse({ action: 'x'.repeat(201) }))?.message).toBe(
      'Action must be at most 200 characters long',
    );
    expect(first(auditQuerySchema.safeParse({ targetId: 'x'.repeat(201) }))?.message).toBe(
      'Target id must be at most 200 characters long',
    );
  });

  it('settings text is bounded, CORS origins included', () => {
    expect(settingsPatchSchemas.general.safeParse({ platformName: 'x'.repeat(101) }).success).toBe(false);
    expect(settingsPatchSchemas.general.safeParse({ maintenanceMessage: 'x'.repeat(501) }).success).toBe(false);
    expect(first(settingsPatchSchemas.api.safeParse({ corsOrigins: [`https://${'a'.repeat(200)}.ph`] }))?.message).toBe(
      en.settingsFields.corsOrigin,
    );
  });

  it('the email pattern refuses a long malformed address in linear time (no catastrophic backtracking)', () => {
    // The old pattern took about 1.5 s for 20,000 dots; a 1 MB body would have blocked the server for minutes.
    const evil = `a@${'.'.repeat(500_000)} x`;
    expect(emailPattern.test(evil)).toBe(false);
    expect(first(signInSchema.safeParse({ email: evil, password: 'whatever1' }))?.message).toBe(m.email);
  });
});
