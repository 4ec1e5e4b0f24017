/**
 * The few built-in settings every page of the web app needs before the platform's own are read
 * (its name, the time zone dates are shown in, the password rules a form checks). defaults.ts
 * builds the whole default settings from these; apart from it so that a page's first download
 * does not carry every setting's default (issue 30's JavaScript budget).
 */
export const PLATFORM_NAME = 'Espasyo';

/** Where people write for help, until staff set the platform's own address. */
export const CONTACT_EMAIL = 'support@espasyo.ph';

/** The Philippines' time zone: a fresh installation's setting, and the zone the web shows dates in. */
export const PH_TIME_ZONE = 'Asia/Manila';

export interface PasswordPolicy {
  minLength: number;
  requireSpecialChar: boolean;
  requireNumbers: boolean;
  requireUppercase: boolean;
}

/** The built-in password rules (security.password* in docs/product/settings.md). */
export const defaultPasswordPolicy: PasswordPolicy = {
  minLength: 8,
  requireSpecialChar: true,
  requireNumbers: true,
  requireUppercase: true,
};
