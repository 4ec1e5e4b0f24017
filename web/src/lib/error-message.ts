import { useEffect, useState } from 'react';
import { generic } from '@espasyo/domain/messages/frame';
import { errorMessage } from '@/lib/api-client';
import { loadedMessages, loadMessages, useLanguage } from '@/lib/i18n';

type GenericKey = keyof typeof generic;
const genericKeys = Object.keys(generic) as GenericKey[];

/**
 * `errorMessage` in the page's language (issue 34): a failed call's message is the server's English
 * or one of the frame's generic messages (domain/src/messages/frame.ts, which the API client and
 * the server use word for word); a generic one is shown from the catalogue's `errors`. That
 * namespace is fetched when an error is first shown, never with the page: until it is here (or
 * when it cannot come, offline), the message shows as it is, and the component renders again
 * once it has arrived.
 */
export function useErrorMessage(): (error: unknown) => string {
  const lang = useLanguage();
  const [, arrived] = useState(0);
  const words = loadedMessages(lang, 'errors');
  useEffect(() => {
    if (!words)
      loadMessages(lang, ['errors']).then(
        () => arrived(1),
        () => undefined, // offline: the message stays as it is
      );
  }, [lang, words]);
  return (error) => {
    const message = errorMessage(error);
    const key = genericKeys.find((k) => generic[k] === message);
    return key && words ? words[key] : message;
  };
}
