import { joinList } from '../format';
import { en } from '../messages/en';
import type { PasswordPolicy } from './defaults';

/*
 * How password rules are worded (issue 30): zod-free, so the sign-up page shows its hint before the
 * form's schema (schemas/auth.ts) is loaded.
 */

/** The words of each password rule, the same in every hint and in the settings' help. */
export const passwordRuleWords = {
  uppercase: 'an uppercase letter',
  lowercase: 'a lowercase letter',
  number: 'a number',
  special: 'a special character (for example ! @ # $ %)',
} as const;

/** What a hint names: the shortest length, then the rules (the keys of passwordRuleWords), in order. */
export function passwordHintRules(
  policy: PasswordPolicy,
  rules: 'signUp' | 'policy',
): { min: number; parts: (keyof typeof passwordRuleWords)[] } {
  const signUp = rules === 'signUp';
  const parts = [
    (signUp || policy.requireUppercase) && 'uppercase',
    signUp && 'lowercase',
    (signUp || policy.requireNumbers) && 'number',
    policy.requireSpecialChar && 'special',
  ].filter((p): p is keyof typeof passwordRuleWords => !!p);
  return { min: signUp ? Math.max(8, policy.minLength) : policy.minLength, parts };
}

/**
 * The help under a new-password field, naming exactly what its form's schema checks: at sign-up
 * (and the first administrator's form) the spec's rules — at least 8 characters, an uppercase
 * letter, a lowercase letter and a number — then the platform's policy; at a reset or a change,
 * the policy alone. One wording everywhere (issue 30); the refusals keep the spec's messages.
 */
export function passwordHint(policy: PasswordPolicy, rules: 'signUp' | 'policy'): string {
  const { min, parts } = passwordHintRules(policy, rules);
  const words = parts.map((p) => passwordRuleWords[p]);
  return `At least ${min} characters${words.length ? `, with ${joinList(words)}` : ''}. ${en.validation.passwordAvoidHint}`;
}
