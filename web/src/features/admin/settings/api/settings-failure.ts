import { errorMessage } from '@/lib/api-client';

/**
 * docs/product/errors.md: settings failures read 'Failed to update settings: …' and similar. The
 * server words its own refusals that way already (in English, or in the page's language with the
 * same words as `wrap`); anything else (network, 5xx) is wrapped here with `wrap`, the page's words.
 */
export function settingsFailure(error: unknown, wrap: (detail: string) => string): string {
  const message = errorMessage(error);
  return message.startsWith('Failed to ') || message.startsWith(wrap('')) ? message : wrap(message);
}
