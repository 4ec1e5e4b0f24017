import type { Translation } from '../catalog';
import type en from '../en/apiGate';

/** Filipino of en/apiGate.ts (glossary.md). */
export default {
  codeRequired: 'Ilagay ang 6-digit na PIN o i-scan ang QR code',
  codeInvalid: 'May 6 na digit ang PIN',
  notFound: 'Walang valid na pass na may ganitong code para sa iyong mga espasyo',
  alreadyIn: 'naka-check in na',
  outsideDates: 'Valid ang pass na ito mula {from} hanggang {until}',
  openEnd: 'matapos ang pag-upa',
  locked: 'Masyadong maraming maling PIN para sa espasyong ito. Naka-lock ang check-in nang {minutes} minuto.',
  notCheckedIn: 'Sarado na ang check-in na ito',
  cancelled: 'Kinansela ang pass na ito',
  phoneRequired: 'Ilagay ang mobile number ng gate keeper',
  inviteNotFound: 'Inalis na o nagamit na ang imbitasyong ito',
  inviteOtherPhone:
    'Para sa {phone} ang imbitasyong ito. Mag-sign in gamit ang account na may ganitong beripikadong mobile number, o i-verify muna ito sa iyong profile.',
  inviteOwnListing: 'Ikaw ang host ng espasyong ito: puwede mo nang i-check ang mga pass nito',
  keeperNotFound: 'Hindi makita ang gate keeper',
  inFuture: 'Hindi puwedeng nasa hinaharap ang check-in',
  tooLate: 'Dapat maipadala sa loob ng 24 oras ang check-in na na-type nang offline',
  checkInNotFound: 'Hindi makita ang check-in',
  bookingNotFound: 'Hindi makita ang booking',
  listingNotFound: 'Hindi makita ang listing',
  noFreePin: 'Walang bakanteng PIN para sa pass na ito. Subukan ulit.',
  noPass: 'Walang pass ang booking na ito: nagkakaroon ng pass kapag kumpirmado na ito',
  invitedMeanwhile: 'Naimbitahan ang number na ito sa parehong sandali. Subukan ulit.',
} satisfies Translation<typeof en>;
