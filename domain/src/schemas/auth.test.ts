import { describe, expect, it } from 'vitest';
import { en } from '../messages/en';
import { validSignUp } from './test-fixtures';
import { defaultPasswordPolicy } from '../settings/defaults';
import {
  emailPattern,
  forgotPasswordSchema,
  newPasswordSchema,
  passwordPolicyIssue,
  phonePattern,
  profileSchema,
  signInSchema,
  signUpSchema,
} from './auth';
import { changePasswordSchema, createAdminSchema } from './account';
import { passwordHint } from '../settings/password-rules';

const m = en.validation;
const valid = validSignUp;
/** The one message a schema reports (first failing rule wins), or null when it passes. */
const first = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success
    ? null
    : { message: r.error!.issues[0].message, path: r.error!.issues[0].path.join('.'), count: r.error!.issues.length };

describe('sign-up rules in the spec order (docs/product/validation.md)', () => {
  // Each case breaks its rule AND every later rule: only its own message may appear.
  const allLaterBroken = { password: 'x', confirmPassword: 'y', agreeToTerms: false };
  const cases: [string, Partial<typeof valid>, string, string][] = [
    [
      '1 valid email',
      { email: 'juan@', firstName: 'J', lastName: 'C', phone: '1', ...allLaterBroken },
      'email',
      m.email,
    ],
    [
      '2 first name ≥ 2 after trimming',
      { firstName: ' J ', lastName: 'C', phone: '1', ...allLaterBroken },
      'firstName',
      m.firstName,
    ],
    ['3 last name ≥ 2 after trimming', { lastName: '  C', phone: '1', ...allLaterBroken }, 'lastName', m.lastName],
    ['4 phone', { phone: '12345', ...allLaterBroken }, 'phone', m.phone],
    ['5 password ≥ 8', { password: 'Ab1', confirmPassword: 'y', agreeToTerms: false }, 'password', m.passwordMin8],
    [
      '6 upper, lower and digit',
      { password: 'NOLOWER123', confirmPassword: 'y', agreeToTerms: false },
      'password',
      m.passwordComplexity,
    ],
    [
      '7 confirmation matches',
      { confirmPassword: 'Secure#Pass2', agreeToTerms: false },
      'confirmPassword',
      m.passwordsMismatch,
    ],
    ['8 terms agreed', { agreeToTerms: false }, 'agreeToTerms', m.terms],
  ];
  for (const [name, patch, path, message] of cases) {
    it(`rule ${name}: '${message}'`, () => {
      expect(first(signUpSchema().safeParse({ ...valid, ...patch }))).toEqual({ message, path, count: 1 });
    });
  }

  it('accepts a valid form', () => {
    expect(signUpSchema().safeParse(valid).success).toBe(true);
  });

  it('rule 6 needs each of lowercase, uppercase and digit', () => {
    for (const password of ['alllower1x', 'ALLUPPER1X', 'NoDigitsHere']) {
      expect(first(signUpSchema().safeParse({ ...valid, password, confirmPassword: password }))?.message).toBe(
        m.passwordComplexity,
      );
    }
  });

  it('the platform policy comes after the eight rules', () => {
    // Terms unticked AND no special character: the spec's rule 8 wins.
    expect(
      first(
        signUpSchema().safeParse({
          ...valid,
          password: 'SecurePass1',
          confirmPassword: 'SecurePass1',
          agreeToTerms: false,
        }),
      )?.message,
    ).toBe(m.terms);
    expect(
      first(signUpSchema().safeParse({ ...valid, password: 'SecurePass1', confirmPassword: 'SecurePass1' }))?.message,
    ).toBe(m.passwordSpecial);
    const relaxed = { ...defaultPasswordPolicy, requireSpecialChar: false };
    expect(
      signUpSchema(relaxed).safeParse({ ...valid, password: 'SecurePass1', confirmPassword: 'SecurePass1' }).success,
    ).toBe(true);
  });

  it('only client and host can be chosen', () => {
    expect(signUpSchema().safeParse({ ...valid, userType: 'admin' }).success).toBe(false);
    expect(signUpSchema().safeParse({ ...valid, userType: 'host' }).success).toBe(true);
  });

  it('email and phone patterns', () => {
    for (const ok of ['a@b.co', 'maria.santos+x@mail.example.ph']) expect(emailPattern.test(ok)).toBe(true);
    for (const bad of ['a@b', 'a b@c.de', '@b.co', 'a@.']) expect(emailPattern.test(bad)).toBe(false);
    for (const ok of ['09171234567', '+63 917 123 4567', '(02) 8123-4567', '+(63) 917-123-4567'])
      expect(phonePattern.test(ok)).toBe(true);
    for (const bad of ['12345', '0917 abc 4567', '++639171234567']) expect(phonePattern.test(bad)).toBe(false);
  });
});

describe('sign-in rules (docs/product/validation.md)', () => {
  it('email first, then password of at least 6', () => {
    expect(first(signInSchema.safeParse({ email: 'nope', password: '1' }))).toEqual({
      message: m.email,
      path: 'email',
      count: 1,
    });
    expect(first(signInSchema.safeParse({ email: 'a@b.co', password: '12345' }))).toEqual({
      message: m.signInPasswordMin,
      path: 'password',
      count: 1,
    });
    expect(signInSchema.safeParse({ email: ' a@b.co ', password: '123456' }).success).toBe(true);
  });
});

describe('password policy (security.password* settings)', () => {
  const p = defaultPasswordPolicy;
  it('checks length, maximum, uppercase, number and special character in that order', () => {
    expect(passwordPolicyIssue('Ab#1', p)).toBe(m.passwordMinPolicy(8));
    expect(passwordPolicyIssue(`Aa#1${'x'.repeat(125)}`, p)).toBe(m.passwordMax);
    expect(passwordPolicyIssue('lower#case1', p)).toBe(m.passwordUppercase);
    expect(passwordPolicyIssue('Upper#Case', p)).toBe(m.passwordNumber);
    expect(passwordPolicyIssue('UpperCase1', p)).toBe(m.passwordSpecial);
    expect(passwordPolicyIssue('Upper#Case1', p)).toBeUndefined();
  });
  it('each rule can be turned off, and the minimum follows the setting', () => {
    const off = { minLength: 6, requireUppercase: false, requireNumbers: false, requireSpecialChar: false };
    expect(passwordPolicyIssue('simple', off)).toBeUndefined();
    expect(passwordPolicyIssue('simple', { ...off, minLength: 12 })).toBe(m.passwordMinPolicy(12));
  });
  it('new password (reset): policy, then confirmation', () => {
    expect(first(newPasswordSchema().safeParse({ password: 'weak', confirmPassword: 'x' }))?.message).toBe(
      m.passwordMinPolicy(8),
    );
    expect(first(newPasswordSchema().safeParse({ password: 'Upper#Case1', confirmPassword: 'x' }))).toEqual({
      message: m.passwordsMismatch,
      path: 'confirmPassword',
      count: 1,
    });
  });
  it('change password: current password required first', () => {
    expect(
      first(changePasswordSchema().safeParse({ currentPassword: '', password: 'weak', confirmPassword: 'x' }))?.path,
    ).toBe('currentPassword');
    expect(
      first(changePasswordSchema().safeParse({ currentPassword: 'old', password: 'weak', confirmPassword: 'weak' }))
        ?.message,
    ).toBe(m.passwordMinPolicy(8));
  });
});

describe('the password hint: one wording for every new-password field (issue 30)', () => {
  const p = defaultPasswordPolicy;
  const off = { minLength: 6, requireUppercase: false, requireNumbers: false, requireSpecialChar: false };
  const avoid = m.passwordAvoidHint;
  it('at sign-up: the spec’s rules, then the policy’s special character, in the refusals’ words', () => {
    expect(passwordHint(p, 'signUp')).toBe(
      `At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character (for example ! @ # $ %). ${avoid}`,
    );
    expect(passwordHint(off, 'signUp')).toBe(
      `At least 8 characters, with an uppercase letter, a lowercase letter and a number. ${avoid}`,
    );
    expect(passwordHint({ ...p, minLength: 12 }, 'signUp')).toMatch(/^At least 12 characters/);
  });
  it('at a reset or change: the policy alone, in the same words', () => {
    expect(passwordHint(p, 'policy')).toBe(
      `At least 8 characters, with an uppercase letter, a number and a special character (for example ! @ # $ %). ${avoid}`,
    );
    expect(passwordHint(off, 'policy')).toBe(`At least 6 characters. ${avoid}`);
    expect(passwordHint({ ...off, requireNumbers: true }, 'policy')).toBe(
      `At least 6 characters, with a number. ${avoid}`,
    );
  });
  it('names what the schemas check: a password the hint allows passes them', () => {
    expect(newPasswordSchema(off).safeParse({ password: 'simple', confirmPassword: 'simple' }).success).toBe(true);
    expect(m.passwordSpecial).toContain('special character (for example ! @ # $ %)');
  });
});

describe('other account forms', () => {
  it('forgot password needs a valid email', () => {
    expect(forgotPasswordSchema.safeParse({ email: 'x' }).success).toBe(false);
    expect(forgotPasswordSchema.safeParse({ email: 'x@y.ph' }).success).toBe(true);
  });
  it('profile: first name, last name, phone in that order', () => {
    expect(first(profileSchema.safeParse({ firstName: 'J', lastName: 'C', phone: '1' }))?.message).toBe(m.firstName);
    expect(first(profileSchema.safeParse({ firstName: 'Jo', lastName: 'C', phone: '1' }))?.message).toBe(m.lastName);
    expect(first(profileSchema.safeParse({ firstName: 'Jo', lastName: 'Cruz', phone: '1' }))?.message).toBe(m.phone);
  });
  it('create admin: the sign-up order without user type and terms', () => {
    const admin = {
      firstName: 'Andrea',
      lastName: 'Reyes',
      email: 'a@espasyo.ph',
      phone: '09175550101',
      password: 'Admin#Pass1',
      confirmPassword: 'Admin#Pass1',
    };
    expect(createAdminSchema().safeParse(admin).success).toBe(true);
    expect(first(createAdminSchema().safeParse({ ...admin, email: 'x', firstName: 'A' }))?.message).toBe(m.email);
    expect(
      first(createAdminSchema().safeParse({ ...admin, password: 'AdminPass1', confirmPassword: 'AdminPass1' }))
        ?.message,
    ).toBe(m.passwordSpecial);
  });
});
