import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { en } from '../messages/en';
import { defaultPasswordPolicy, type PasswordPolicy } from '../settings/defaults';
import { limits } from './limits';
import { textSchema } from './text';

const m = en.validation;

/**
 * "Email must look like {email}" (docs/product/validation.md): something@something.something without
 * spaces. The lookahead rejects a space or second @ after the @ at once, so the pattern runs
 * in linear time (without it, 'a@' and 20,000 dots and a space took 1.5 s to refuse).
 */
export const emailPattern = /^[^\s@]+@(?=[^\s@]*$)[^\s@]+\.[^\s@]+$/;
/** Optional plus, optional bracket, then 10 or more digits, spaces, hyphens or brackets. */
export const phonePattern = /^\+?\(?[\d\s\-()]{10,}$/;

/** Each field's rule from the spec, then its maximum length (schemas/limits.ts). */
export function emailIssue(email: string): string | undefined {
  const v = email.trim();
  if (!emailPattern.test(v)) return m.email;
  if (v.length > limits.email) return m.emailMax;
  return undefined;
}
function nameIssue(name: string, tooShort: string, tooLong: string): string | undefined {
  const v = name.trim();
  if (v.length < 2) return tooShort;
  if (v.length > limits.name) return tooLong;
  return undefined;
}
export const firstNameIssue = (name: string) => nameIssue(name, m.firstName, m.firstNameMax);
export const lastNameIssue = (name: string) => nameIssue(name, m.lastName, m.lastNameMax);
export function phoneIssue(phone: string): string | undefined {
  const v = phone.trim();
  if (!phonePattern.test(v)) return m.phone;
  if (v.length > limits.phone || v.replace(/\D/g, '').length > limits.phoneDigits) return m.phoneMax;
  return undefined;
}

export const signInSchema = z.object({ email: z.string(), password: z.string() }).superRefine((v, ctx) => {
  const fail = (path: 'email' | 'password', message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const email = emailIssue(v.email);
  if (email) return fail('email', email);
  if (v.password.length < 6) return fail('password', m.signInPasswordMin);
  if (v.password.length > limits.password) return fail('password', m.passwordMax);
});
export type SignInInput = z.infer<typeof signInSchema>;

/** Extra rules of the platform's password policy, after the spec's own checks. */
export function passwordPolicyIssue(password: string, policy: PasswordPolicy): string | undefined {
  if (password.length < policy.minLength) return m.passwordMinPolicy(policy.minLength);
  if (password.length > limits.password) return m.passwordMax;
  if (policy.requireUppercase && !/[A-Z]/.test(password)) return m.passwordUppercase;
  if (policy.requireNumbers && !/\d/.test(password)) return m.passwordNumber;
  if (policy.requireSpecialChar && !/[^A-Za-z0-9]/.test(password)) return m.passwordSpecial;
  return undefined;
}

const signUpShape = z.object({
  userType: z.enum(['client', 'host']),
  email: z.string(),
  firstName: textSchema(),
  lastName: textSchema(),
  phone: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  agreeToTerms: z.boolean(),
  /** The sign-up page's language (issue 34): the account's language and its emails'; none: English until chosen. */
  language: z.enum(LANGUAGES).nullish(),
});
export type SignUpInput = z.infer<typeof signUpShape>;

/**
 * Sign-up checks in the spec's order (docs/product/validation.md, 1–8); only the first failing rule
 * is reported, then the platform password policy. Used by the form and the server.
 */
export function signUpSchema(policy: PasswordPolicy = defaultPasswordPolicy) {
  return signUpShape.superRefine((v, ctx) => {
    const fail = (path: keyof SignUpInput, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const contact: [keyof SignUpInput, string | undefined][] = [
      ['email', emailIssue(v.email)],
      ['firstName', firstNameIssue(v.firstName)],
      ['lastName', lastNameIssue(v.lastName)],
      ['phone', phoneIssue(v.phone)],
    ];
    for (const [path, issue] of contact) if (issue) return fail(path, issue);
    if (v.password.length < 8) return fail('password', m.passwordMin8);
    if (!/[a-z]/.test(v.password) || !/[A-Z]/.test(v.password) || !/\d/.test(v.password))
      return fail('password', m.passwordComplexity);
    if (v.password !== v.confirmPassword) return fail('confirmPassword', m.passwordsMismatch);
    if (!v.agreeToTerms) return fail('agreeToTerms', m.terms);
    const policyIssue = passwordPolicyIssue(v.password, policy);
    if (policyIssue) return fail('password', policyIssue);
  });
}

export const forgotPasswordSchema = z.object({ email: z.string() }).superRefine((v, ctx) => {
  const issue = emailIssue(v.email);
  if (issue) ctx.addIssue({ code: 'custom', path: ['email'], message: issue });
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** A new password (reset or change): the policy, then the confirmation. */
export function newPasswordSchema(policy: PasswordPolicy = defaultPasswordPolicy) {
  return z
    .object({
      token: z.string().optional(),
      currentPassword: z.string().optional(),
      password: z.string(),
      confirmPassword: z.string(),
    })
    .superRefine((v, ctx) => {
      const issue = passwordPolicyIssue(v.password, policy);
      if (issue) return void ctx.addIssue({ code: 'custom', path: ['password'], message: issue });
      if (v.password !== v.confirmPassword)
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsMismatch });
    });
}
export type NewPasswordInput = z.infer<ReturnType<typeof newPasswordSchema>>;

export const profileSchema = z
  .object({ firstName: textSchema(), lastName: textSchema(), phone: z.string() })
  .superRefine((v, ctx) => {
    const issues: ['firstName' | 'lastName' | 'phone', string | undefined][] = [
      ['firstName', firstNameIssue(v.firstName)],
      ['lastName', lastNameIssue(v.lastName)],
      ['phone', phoneIssue(v.phone)],
    ];
    const issue = issues.find(([, message]) => message);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue[0]], message: issue[1]! });
  });
export type ProfileInput = z.infer<typeof profileSchema>;

export const phoneCodeSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code we sent you') });

/** The user as the API returns it: exactly the record of docs/product/records.md, plus verification detail. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  userType: z.string(),
  type: z.string(),
  role: z.string().nullable(),
  permissions: z.array(z.string()),
  status: z.enum(['active', 'suspended', 'disabled']),
  profileImageUrl: z.string().nullable(),
  rating: z.number(),
  totalRatings: z.number(),
  verified: z.boolean(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  idVerified: z.boolean(),
  /** The interface's language the user chose, or null: the browser's then (issue 34). */
  language: z.enum(['en', 'fil']).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
