import type { User } from '@espasyo/domain/schemas/auth';
import { joinList } from '@espasyo/domain/format';
import { LOCALES, type Language } from '@espasyo/domain/i18n/languages';
import { paths } from '@espasyo/domain/paths';
import type { UserType } from '@espasyo/domain/roles';

/**
 * 'client', 'client and host', 'client, host and admin' for the restricted message, from the
 * types' `names` (the catalogue's `guards.types`) in the page's language ('umuupa at host').
 */
export function listTypes(types: readonly UserType[], names: Record<UserType, string>, lang: Language): string {
  const words = types.map((t) => names[t]);
  return lang === 'en' ? joinList(words) : new Intl.ListFormat(LOCALES[lang], { type: 'conjunction' }).format(words);
}

/** A verification step a user still has to take (its words: the catalogue's `guards.steps`). */
export type MissingStep = 'email' | 'phone' | 'id' | 'backgroundCheck';

type Requirements = Record<'email' | 'phone' | 'id' | 'backgroundCheck', { required: boolean; done: boolean }>;

/**
 * What the platform's live settings require and this user has not done yet, each with a
 * link to the profile section that fixes it (docs/product/accounts.md). Without the requirements (still
 * loading or unavailable), every unfinished check is listed.
 */
export function missingSteps(
  user: Pick<User, 'emailVerified' | 'phoneVerified' | 'idVerified'>,
  role: UserType,
  req?: Requirements,
) {
  const profile = role === 'host' ? paths.host.profile : paths.client.profile;
  const needs = (check: keyof Requirements, done: boolean) => (req ? req[check].required && !req[check].done : !done);
  return [
    needs('email', user.emailVerified) && { step: 'email', to: profile.getHref('email') },
    needs('phone', user.phoneVerified) && { step: 'phone', to: profile.getHref('phone') },
    needs('id', user.idVerified) && { step: 'id', to: profile.getHref('id-verification') },
    // Made by our team, never a missing step without the requirements (only hosts are asked for it).
    !!req && needs('backgroundCheck', false) && { step: 'backgroundCheck', to: profile.getHref('background-check') },
  ].filter(Boolean) as Array<{ step: MissingStep; to: string }>;
}
