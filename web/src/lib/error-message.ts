import { generic } from '@espasyo/domain/messages/frame';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';

type GenericKey = keyof typeof generic;
const genericKeys = Object.keys(generic) as GenericKey[];

/**
 * `errorMessage` in the page's language (issue 34): a failed call's message is the server's English
 * or one of the frame's generic messages (domain/src/messages/frame.ts, which the API client and
 * the server use word for word); a generic one is shown from the catalogue's `frame.generic`.
 */
export function useErrorMessage(): (error: unknown) => string {
  const m = useMessages('frame').generic;
  return (error) => {
    const message = errorMessage(error);
    const key = genericKeys.find((k) => generic[k] === message);
    return key ? m[key] : message;
  };
}
