/** The words of a device's description, English unless a caller gives its language's (issue 34). */
export interface UserAgentWords {
  unknown: string;
  script: string;
  browser: string;
  iPhoneOrIPad: string;
  on: (browser: string, os: string) => string;
}

const english: UserAgentWords = {
  unknown: 'Unknown device',
  script: 'Script or app',
  browser: 'Browser',
  iPhoneOrIPad: 'iPhone or iPad',
  on: (browser, os) => `${browser} on ${os}`,
};

/** 'Chrome on Android' from a user-agent string: enough to recognise one's own devices (sessions, push devices). */
export function describeUserAgent(ua: string | null | undefined, words: UserAgentWords = english): string {
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
                ? words.script
                : words.browser;
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? words.iPhoneOrIPad
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'Mac'
          : /CrOS/.test(ua)
            ? 'Chromebook'
            : /Linux/.test(ua)
              ? 'Linux'
              : '';
  return os ? words.on(browser, os) : browser;
}

export function isPhone(ua: string | null | undefined): boolean {
  return !!ua && /Android|iPhone|iPod|Mobile/.test(ua);
}
