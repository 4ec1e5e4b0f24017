import { useErrorMessage } from '@/lib/error-message';

/**
 * docs/product/errors.md: settings failures read 'Failed to update settings: …' and similar. The
 * server words its own refusals that way already (in English, or in the page's language with the
 * same words as `wrap`); anything else (network, 5xx) is wrapped with `wrap`, the page's words,
 * a generic failure in the page's language too (useErrorMessage).
 */
export function useSettingsFailure(): (error: unknown, wrap: (detail: string) => string) => string {
  const errorMessage = useErrorMessage();
  return (error, wrap) => {
    const message = errorMessage(error);
    return message.startsWith('Failed to ') || message.startsWith(wrap('')) ? message : wrap(message);
  };
}
