import type { Translation } from '../catalog';
import type en from '../en/ui';

/** Filipino of en/ui.ts (glossary.md). */
export default {
  close: 'Isara',
  dismiss: 'Isara ang notification',
  cancel: 'Kanselahin',
  pages: {
    label: 'Mga pahina',
    showing: 'Ipinapakita ang {from}–{to} sa {total}',
    previous: 'Nakaraan',
    next: 'Susunod',
    pageOf: 'Pahina {page} ng {pages}',
  },
  characters: '{count} sa {max} na character',
  charactersShort: '{count} sa {max} na character (hindi bababa sa {min})',
} as const satisfies Translation<typeof en>;
