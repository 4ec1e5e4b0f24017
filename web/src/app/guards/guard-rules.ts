import type { User } from '@espasyo/domain/schemas/auth';
import { joinList } from '@espasyo/domain/format';
import { paths } from '@espasyo/domain/paths';
import type { UserType } from '@espasyo/domain/roles';

export const typeNames: Record<UserType, string> = {
  client: 'client',
  host: 'host',
  admin: 'admin',
  moderator: 'moderator',
};

/** 'client', 'client and host', 'client, host and admin' for the restricted message. */
export function listTypes(types: readonly UserType[]): string {
  return joinList(types.map((t) => typeNames[t]));
}

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
    needs('email', user.emailVerified) && { label: 'Confirm your email address', to: profile.getHref('email') },
    needs('phone', user.phoneVerified) && { label: 'Verify your mobile number', to: profile.getHref('phone') },
    needs('id', user.idVerified) && {
      label: 'Upload a government ID for review',
      to: profile.getHref('id-verification'),
    },
    // Made by our team, never a missing step without the requirements (only hosts are asked for it).
    !!req &&
      needs('backgroundCheck', false) && {
        label: 'Wait for our team’s background check',
        to: profile.getHref('background-check'),
      },
  ].filter(Boolean) as Array<{ label: string; to: string }>;
}
