import { describeUserAgent } from '@espasyo/domain/user-agent';
import { useMessages } from '@/lib/i18n';

export { describeUserAgent, isPhone } from '@espasyo/domain/user-agent';

/** 'Chrome on Android' ('Chrome sa Android') in the interface's language: the sessions' devices (issue 34). */
export function useDescribeUserAgent(): (ua: string | null | undefined) => string {
  const m = useMessages('account').sessions.device;
  return (ua) =>
    describeUserAgent(ua, {
      unknown: m.unknown,
      script: m.script,
      browser: m.browser,
      iPhoneOrIPad: m.iPhoneOrIPad,
      on: (browser, os) => m.on({ browser, os }),
    });
}
