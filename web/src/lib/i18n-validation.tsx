import { createContext, useContext, useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@espasyo/domain/i18n/languages';
import type { Namespace } from '@espasyo/domain/i18n/namespaces';
import { useLanguage } from './i18n';

type Lookup = (message: string) => string;
const lookups = new Map<string, Promise<Lookup>>();
/** The lookups that have arrived, by language and namespaces. */
const arrived = new Map<string, Lookup>();

/**
 * The namespaces whose English messages `LocalMessage` knows: the schemas' (`validation`) on every
 * form; a part adds its own for the server's messages it shows (the auth pages add `authPages`, whose `errors` are the server's).
 */
export const MessageNamespaces = createContext<readonly Namespace[]>(['validation']);

function lookupFor(lang: Language, namespaces: readonly Namespace[]): Promise<Lookup> {
  const key = `${lang}/${namespaces.join()}`;
  let lookup = lookups.get(key);
  if (!lookup) {
    lookup = import('./message-lookup')
      .then((m) => m.lookupIn(lang, namespaces))
      .then((found) => {
        arrived.set(key, found);
        return found;
      })
      .catch(() => {
        lookups.delete(key); // a failed download is tried again at the next message
        return (message: string) => message;
      });
    lookups.set(key, lookup);
  }
  return lookup;
}

/**
 * A message of a shared zod schema or of the server, which stay English (decision 0092), in the
 * page's language when it is one of the catalogue's known English messages, else as it is. In
 * English it is the message itself; elsewhere the lookup and the two catalogues it reads are
 * fetched when a message first shows (none is on a page as it loads).
 */
export function LocalMessage({ message }: { message: string }) {
  const lang = useLanguage();
  const namespaces = useContext(MessageNamespaces);
  const key = `${lang}/${namespaces.join()}`;
  const known = lang === DEFAULT_LANGUAGE ? undefined : arrived.get(key);
  // The lookup once it has come (or, when it could not, one that leaves messages as they are).
  const [came, setCame] = useState<Lookup>();
  useEffect(() => {
    if (lang === DEFAULT_LANGUAGE || known) return;
    let live = true;
    void lookupFor(lang, namespaces).then((found) => live && setCame(() => found));
    return () => {
      live = false;
    };
  }, [key, lang, known, namespaces]);
  if (lang === DEFAULT_LANGUAGE) return message;
  // Nothing until the lookup is here (a few milliseconds): never the English first, then the Filipino.
  const lookup = known ?? came;
  return lookup ? lookup(message) : null;
}
