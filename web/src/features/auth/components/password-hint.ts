import { en, type PasswordPolicy } from '@espasyo/domain';
import { joinList } from '@espasyo/domain/format';

/** The help line under a new-password field, built from the platform's policy. */
export function passwordHint(policy: PasswordPolicy): string {
  const min = Math.max(8, policy.minLength);
  const parts = ['an uppercase letter', 'a lowercase letter', 'a number'];
  if (policy.requireSpecialChar) parts.push('a symbol such as ! @ # $');
  return `At least ${min} characters, with ${joinList(parts)}. ${en.validation.passwordAvoidHint}`;
}
