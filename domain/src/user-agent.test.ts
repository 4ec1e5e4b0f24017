import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

const android = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1';

describe('describeUserAgent', () => {
  it('names the browser and the system in English by default', () => {
    expect(describeUserAgent(android)).toBe('Chrome on Android');
    expect(describeUserAgent(iphone)).toBe('Safari on iPhone or iPad');
    expect(describeUserAgent('curl/8.4.0')).toBe('Script or app');
    expect(describeUserAgent(null)).toBe('Unknown device');
  });

  it("in a caller's words (issue 34)", () => {
    const fil = {
      unknown: 'Hindi kilalang device',
      script: 'Script o app',
      browser: 'Browser',
      iPhoneOrIPad: 'iPhone o iPad',
      on: (browser: string, os: string) => `${browser} sa ${os}`,
    };
    expect(describeUserAgent(iphone, fil)).toBe('Safari sa iPhone o iPad');
    expect(describeUserAgent(undefined, fil)).toBe('Hindi kilalang device');
  });
});
