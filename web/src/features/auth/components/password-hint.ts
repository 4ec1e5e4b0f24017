import { passwordHint, passwordHintRules } from '@espasyo/domain/settings/password-rules';
import type { PasswordPolicy } from '@espasyo/domain/settings/defaults';
import { DEFAULT_LANGUAGE } from '@espasyo/domain/i18n/languages';
import { useLanguage, useLocale, useMessages } from '@/lib/i18n';

/**
 * The help under a new password in the page's language: English word for word the domain's
 * (password-rules.ts, shared with the account settings), another language from the `auth`
 * namespace's `hint`, naming the same rules.
 */
export function usePasswordHint(): (policy: PasswordPolicy, rules: 'signUp' | 'policy') => string {
  const lang = useLanguage();
  const locale = useLocale();
  const m = useMessages('authPages').hint;
  if (lang === DEFAULT_LANGUAGE) return passwordHint;
  return (policy, rules) => {
    const { min, parts } = passwordHintRules(policy, rules);
    const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts.map((p) => m[p]));
    return `${parts.length ? m.lengthWith({ min, rules: list }) : m.length({ min })} ${m.avoid}`;
  };
}
