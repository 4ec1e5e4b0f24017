import type { Translation } from '../catalog';
import type en from '../en/errors';

/** Filipino of en/errors.ts (glossary.md). */
export default {
  accessDenied: 'Hindi pinapayagan. Pakitingnan ang iyong mga pahintulot.',
  network: 'May problema sa network. Pakitingnan ang iyong koneksyon.',
  unexpected: 'May hindi inaasahang error.',
  profileLoadFailed: 'Hindi ma-load ang profile',
  notFound: 'Hindi nahanap',
  tooManyRequests: 'Masyadong maraming request. Subukan ulit mamaya.',
  badCharacters: 'May mga character sa request na hindi pinapayagan.',
  crossOrigin: 'Galing ang request na ito sa ibang site kaya tinanggihan.',
  maintenance: 'Kasalukuyang may maintenance ang platform. Subukan ulit mamaya.',
} as const satisfies Translation<typeof en>;
