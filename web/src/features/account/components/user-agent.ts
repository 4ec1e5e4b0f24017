import { describeUserAgent, translateDeviceName } from '@espasyo/domain/user-agent';
import { useMessages } from '@/lib/i18n';

export { isPhone } from '@espasyo/domain/user-agent';

/**
 * A device's name in the interface's language (the catalogue's `account.device`): `of(userAgent)`
 * for a session's ('Chrome on Android', 'Chrome sa Android'), `stored(name)` for the English name
 * the server keeps of a push device.
 */
export function useDeviceName() {
  const words = useMessages('account').device;
  return {
    of: (ua: string | null | undefined) => describeUserAgent(ua, words),
    stored: (name: string) => translateDeviceName(name, words),
  };
}
