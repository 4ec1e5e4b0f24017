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
  status:
    '{status, select, pending {Naghihintay} awaiting_payment {Hinihintay ang bayad} confirmed {Kumpirmado} active {Active} paid {Bayad na} under_review {Sinusuri} refunded {Na-refund} partially_refunded {Bahagyang na-refund} processed {Naproseso} completed {Tapos na} notice_given {Nakapagbigay ng abiso} ended {Natapos} cancelled {Kinansela} declined {Tinanggihan} failed {Hindi natuloy} rejected {Tinanggihan} expired {Nag-expire} draft {Draft} pending_review {Hinihintay ang review} paused {Naka-pause} archived {Naka-archive} other {{status}}}',
} as const satisfies Translation<typeof en>;
