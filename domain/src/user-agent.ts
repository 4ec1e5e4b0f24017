/**
 * The words a device's name is made of, in a language (the catalogue's `account.device`): the
 * browser's and the system's names stay as they are, 'on' joins them.
 */
export interface DeviceWords {
  /** '{browser} on {os}'. */
  onOs: (v: { browser: string; os: string }) => string;
  unknown: string;
  /** A browser not recognised. */
  browser: string;
  scriptOrApp: string;
  iPhoneOrIPad: string;
}

/** English, word for word what the server stores as a push device's name (push.service.ts). */
export const ENGLISH_DEVICE_WORDS: DeviceWords = {
  onOs: ({ browser, os }) => `${browser} on ${os}`,
  unknown: 'Unknown device',
  browser: 'Browser',
  scriptOrApp: 'Script or app',
  iPhoneOrIPad: 'iPhone or iPad',
};

/** The generic names among the browsers and systems, in the words' keys. */
const GENERIC = { Browser: 'browser', 'Script or app': 'scriptOrApp', 'iPhone or iPad': 'iPhoneOrIPad' } as const;
const word = (name: string, words: DeviceWords) =>
  name in GENERIC ? words[GENERIC[name as keyof typeof GENERIC]] : name;

/**
 * 'Chrome on Android' from a user-agent string: enough to recognise one's own devices (sessions,
 * push devices); in another language with its words ('Chrome sa Android').
 */
export function describeUserAgent(ua: string | null | undefined, words: DeviceWords = ENGLISH_DEVICE_WORDS): string {
  if (!ua) return words.unknown;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS/.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : /curl|node|undici|Playwright/i.test(ua)
                ? 'Script or app'
                : 'Browser';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iPhone or iPad'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'Mac'
          : /CrOS/.test(ua)
            ? 'Chromebook'
            : /Linux/.test(ua)
              ? 'Linux'
              : '';
  return os ? words.onOs({ browser: word(browser, words), os: word(os, words) }) : word(browser, words);
}

/**
 * A device's name as the server stored it in English (a push device's: describeUserAgent) in
 * another language's words: 'Chrome on Android' → 'Chrome sa Android'. A name it does not know
 * stays as it is.
 */
export function translateDeviceName(name: string, words: DeviceWords): string {
  if (name === ENGLISH_DEVICE_WORDS.unknown) return words.unknown;
  const at = name.lastIndexOf(' on ');
  if (at < 0) return word(name, words);
  return words.onOs({ browser: word(name.slice(0, at), words), os: word(name.slice(at + 4), words) });
}

export function isPhone(ua: string | null | undefined): boolean {
  return !!ua && /Android|iPhone|iPod|Mobile/.test(ua);
}
