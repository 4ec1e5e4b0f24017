import { useEffect, useRef, useState } from 'react';
import { DEFAULT_LANGUAGE } from '@espasyo/domain/i18n/languages';
import { generic } from '@espasyo/domain/messages/frame';
import { errorMessage } from '@/lib/api-client';
import { loadedMessages, loadMessages, useLanguage } from '@/lib/i18n';

type GenericKey = keyof typeof generic;
const genericKeys = Object.keys(generic) as GenericKey[];

/**
 * `errorMessage` in the page's language (issue 34): a failed call's message is the server's English
 * or one of the frame's generic messages (domain/src/messages/frame.ts, which the API client and
 * the server use word for word); a generic one is shown from the catalogue's `errors`. That
 * namespace is fetched when a generic message is first shown on a page in another language, never
 * with the page: until it is here (or when it cannot come, offline), the message shows as it is,
 * and the component renders again once it has arrived.
 */
export function useErrorMessage(): (error: unknown) => string {
  const lang = useLanguage();
  const [, arrived] = useState(0);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const words = loadedMessages(lang, 'errors');
  return (error) => {
    const message = errorMessage(error);
    const key = genericKeys.find((k) => generic[k] === message);
    if (!key || lang === DEFAULT_LANGUAGE) return message; // English: the generic messages are the catalogue's
    if (words) return words[key];
    loadMessages(lang, ['errors']).then(
      () => live.current && arrived((n) => n + 1),
      () => undefined, // offline: the message stays as it is
    );
    return message;
  };
}
