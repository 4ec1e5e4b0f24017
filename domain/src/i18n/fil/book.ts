import type { Translation } from '../catalog';
import type en from '../en/book';

/** Filipino of en/book.ts (glossary.md). */
export default {
  request: 'Humiling na i-book',
  bookInstantly: 'I-book ngayon',
  requestMonthly: 'Humiling na umupa buwan-buwan',
  bookMonthlyInstantly: 'Umupa buwan-buwan ngayon',
  signInFirst: 'Mag-sign in o gumawa muna ng account; mananatili ang mga petsa at unit na pinili mo.',
  ownListing: 'Hindi mo puwedeng i-book ang sarili mong espasyo.',
  clientsOnly:
    'Sa account ng umuupa ginagawa ang booking. Mag-sign in gamit ang account ng umuupa para mag-book ng espasyo.',
  booking: 'Bino-book...',
  sending: 'Ipinapadala ang hiling...',
  verify: 'I-verify sa iyong profile',
  seeRequests: 'Tingnan ang mga hiling mo sa My Bookings',
  signInAgain: 'Mag-sign in ulit',
  notBookable: 'Hindi tumatanggap ng booking ang espasyong ito sa ngayon.',
  clientAccount: 'Sa account ng umuupa ginagawa ang booking.',
  idempotencyConflict: 'Naipadala na ang hiling na ito na may ibang detalye. I-reload ang page at subukan ulit.',
} as const satisfies Translation<typeof en>;
