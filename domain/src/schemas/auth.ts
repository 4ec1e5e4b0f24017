import { z } from 'zod';
import { en } from '../messages/en';
import { defaultPasswordPolicy, type PasswordPolicy } from '../settings/defaults';

const m = en.validation;

/** "Email must look like {email}" (requirements §5). */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Optional plus, optional bracket, then 10 or more digits, spaces, hyphens or brackets. */
export const phonePattern = /^\+?\(?[\d\s\-()]{10,}$/;

export const signInSchema = z
  .object({ email: z.string(), password: z.string() })
  .superRefine((v, ctx) => {
    if (!emailPattern.test(v.email.trim())) ctx.addIssue({ code: 'custom', path: ['email'], message: m.email });
    else if (v.password.length < 6) ctx.addIssue({ code: 'custom', path: ['password'], message: m.signInPasswordMin });
  });
export type SignInInput = z.infer<typeof signInSchema>;

/** Extra rules of the platform's password policy, after the spec's own checks. */
export function passwordPolicyIssue(password: string, policy: PasswordPolicy): string | undefined {
  if (password.length < policy.minLength) return m.passwordMinPolicy(policy.minLength);
  if (password.length > 128) return m.passwordMax;
  if (policy.requireUppercase && !/[A-Z]/.test(password)) return m.passwordUppercase;
  if (policy.requireNumbers && !/\d/.test(password)) return m.passwordNumber;
  if (policy.requireSpecialChar && !/[^A-Za-z0-9]/.test(password)) return m.passwordSpecial;
  return undefined;
}

const signUpShape = z.object({
  userType: z.enum(['client', 'host']),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  agreeToTerms: z.boolean(),
});
export type SignUpInput = z.infer<typeof signUpShape>;

/**
 * Sign-up checks in the spec's order (requirements §5, 1–8); only the first failing rule
 * is reported, then the platform password policy. Used by the form and the server.
 */
export function signUpSchema(policy: PasswordPolicy = defaultPasswordPolicy) {
  return signUpShape.superRefine((v, ctx) => {
    const fail = (path: keyof SignUpInput, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!emailPattern.test(v.email.trim())) return fail('email', m.email);
    if (v.firstName.trim().length < 2) return fail('firstName', m.firstName);
    if (v.lastName.trim().length < 2) return fail('lastName', m.lastName);
    if (!phonePattern.test(v.phone.trim())) return fail('phone', m.phone);
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
  if (!emailPattern.test(v.email.trim())) ctx.addIssue({ code: 'custom', path: ['email'], message: m.email });
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** A new password (reset or change): the policy, then the confirmation. */
export function newPasswordSchema(policy: PasswordPolicy = defaultPasswordPolicy) {
  return z
    .object({ token: z.string().optional(), currentPassword: z.string().optional(), password: z.string(), confirmPassword: z.string() })
    .superRefine((v, ctx) => {
      const issue = passwordPolicyIssue(v.password, policy);
      if (issue) return void ctx.addIssue({ code: 'custom', path: ['password'], message: issue });
      if (v.password !== v.confirmPassword)
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsMismatch });
    });
}
export type NewPasswordInput = z.infer<ReturnType<typeof newPasswordSchema>>;

export const profileSchema = z.object({ firstName: z.string(), lastName: z.string(), phone: z.string() }).superRefine((v, ctx) => {
  if (v.firstName.trim().length < 2) return void ctx.addIssue({ code: 'custom', path: ['firstName'], message: m.firstName });
  if (v.lastName.trim().length < 2) return void ctx.addIssue({ code: 'custom', path: ['lastName'], message: m.lastName });
  if (!phonePattern.test(v.phone.trim())) ctx.addIssue({ code: 'custom', path: ['phone'], message: m.phone });
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const phoneCodeSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code we sent you') });

/** The user as the API returns it: exactly the record of requirements §3, plus verification detail. */
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
  createdAt: z.string(),
  updatedAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
