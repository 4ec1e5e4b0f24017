import type { Translation } from '../catalog';
import type en from '../en/advisories';

/** Filipino of en/advisories.ts (glossary.md: typhoon = bagyo, advisory = advisory). */
export default {
  title: 'Mga advisory sa bagyo at force majeure',
  intro:
    'Kapag may idineklarang signal ng bagyo o iba pang force majeure sa isang lugar, puwedeng i-cancel ng umuupa o ng host ang bawat booking at pag-upa roon sa mga araw na iyon, na may buong refund ng mga apektadong araw, anuman ang cancellation policy.',
  empty: 'Wala pang idineklarang advisory.',
  loadError: 'Hindi ma-load ang mga advisory. Subukan ulit mamaya.',
  places: 'Mga lugar',
  days: 'Mga araw',
  states: { upcoming: 'Paparating', in_force: 'Umiiral', over: 'Tapos na', withdrawn: 'Binawi' },
} satisfies Translation<typeof en>;
