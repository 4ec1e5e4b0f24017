import { errorMessage } from '@/lib/api-client';

/**
 * docs/product/errors.md: settings failures read 'Failed to update settings: …' and similar. The
 * server words its own refusals that way already; anything else (network, 5xx) is wrapped here.
 */
export function settingsFailure(error: unknown, wrap: (detail: string) => string): string {
  const message = errorMessage(error);
  return message.startsWith('Failed to ') ? message : wrap(message);
}
