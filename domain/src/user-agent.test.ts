import { describe, expect, it } from 'vitest';
import { describeUserAgent, translateDeviceName, type DeviceWords } from './user-agent';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** The catalogue's Filipino (fil/account.ts `device`), as compiled. */
const fil: DeviceWords = {
  onOs: ({ browser, os }) => `${browser} sa ${os}`,
  unknown: 'Hindi kilalang device',
  browser: 'Browser',
  scriptOrApp: 'Script o app',
  iPhoneOrIPad: 'iPhone o iPad',
};

describe('device names (issue 34)', () => {
  it('names a device by its browser and system, in English by default', () => {
    expect(describeUserAgent(ANDROID)).toBe('Chrome on Android');
    expect(describeUserAgent(IPHONE)).toBe('Safari on iPhone or iPad');
    expect(describeUserAgent('curl/8.0')).toBe('Script or app');
    expect(describeUserAgent(null)).toBe('Unknown device');
  });

  it('joins them with the words of another language, the names as they are', () => {
    expect(describeUserAgent(ANDROID, fil)).toBe('Chrome sa Android');
    expect(describeUserAgent(IPHONE, fil)).toBe('Safari sa iPhone o iPad');
    expect(describeUserAgent('', fil)).toBe('Hindi kilalang device');
  });

  it('reads a stored English name back in another language', () => {
    expect(translateDeviceName('Chrome on Android', fil)).toBe('Chrome sa Android');
    expect(translateDeviceName('Samsung Internet on iPhone or iPad', fil)).toBe('Samsung Internet sa iPhone o iPad');
    expect(translateDeviceName('Unknown device', fil)).toBe('Hindi kilalang device');
    expect(translateDeviceName('Script or app', fil)).toBe('Script o app');
    expect(translateDeviceName('Firefox', fil)).toBe('Firefox');
  });
});
