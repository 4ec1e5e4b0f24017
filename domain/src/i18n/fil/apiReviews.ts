import type { Translation } from '../catalog';
import type en from '../en/apiReviews';

/** Filipino of en/apiReviews.ts (glossary.md). */
export default {
  bookingNotFound: 'Hindi nakita ang booking na iyan.',
  notFound: 'Hindi nakita ang review na iyan.',
  listingNotFound: 'Hindi nakita ang espasyong iyan.',
  notCompleted: 'Puwede mong i-review ang booking kapag tapos na ito.',
  windowClosed: 'Tapos na ang {days} araw para i-review ang booking na ito.',
  alreadyWritten: 'Na-review mo na ang booking na ito.',
  replyExists: 'Nasagot mo na ang review na ito.',
  alreadyReported: 'Na-report mo na ang review na ito.',
  ownReview: 'Hindi mo puwedeng i-report ang sarili mong review.',
  alreadyHidden: 'Nakatago na ang review na ito.',
  notHidden: 'Hindi nakatago ang review na ito.',
  reported: 'Salamat. Titingnan ng team namin ang review na ito.',
  deletedUser: 'Na-delete na user',
  schema: {
    rating: 'Pumili ng rating mula 1 hanggang 5 star.',
    comment: 'Magsulat ng ilang salita tungkol sa naging karanasan mo.',
    commentMin: 'Magsulat ng hindi bababa sa {min} na character.',
    commentMax: 'Hanggang {max} na character lang ang review.',
    reply: 'Isulat ang sagot mo.',
    replyMax: 'Hanggang {max} na character lang ang sagot.',
    reportReason: 'Sabihin kung ano ang mali sa review na ito.',
    reportReasonMax: 'Panatilihing mas maikli sa {max} na character.',
    hideReason: 'Magbigay ng dahilan kung bakit itatago ang review na ito.',
    hideReasonMax: 'Panatilihing mas maikli sa {max} na character ang dahilan.',
  },
} as const satisfies Translation<typeof en>;
