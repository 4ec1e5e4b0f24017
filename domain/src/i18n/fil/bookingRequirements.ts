import type { Translation } from '../catalog';
import type en from '../en/bookingRequirements';

/** Filipino of en/bookingRequirements.ts (glossary.md). */
export default {
  title: 'Bago ka makapag-book',
  intro:
    'Tumatanggap ang mga host ng booking mula sa mga beripikadong umuupa. Tapusin ang mga hakbang na ito; mananatili ang mga petsang pinili mo.',
  done: 'Tapos na',
  email: 'Kumpirmahin ang email address mo',
  emailTodo: 'Buksan ang link na ipinadala namin sa {email}.',
  emailAction: 'Kumuha ng bagong link',
  phone: 'I-verify ang mobile number mo',
  phoneTodo: 'Kumpirmahin ang {phone} gamit ang 6-digit na code na ite-text namin.',
  phoneAction: 'I-verify ang phone mo',
  id: 'Ipa-check ang government ID mo',
  idMissing: 'Mag-upload ng litrato ng government ID at selfie sa profile mo.',
  idAction: 'I-upload ang ID mo',
  idPending: 'Tinitingnan ng team namin ang ID mo. Mag-e-email kami, at kusang mag-a-update ang pahinang ito.',
  idRejected: 'Hindi naaprubahan. Magpadala ng mga bagong litrato.',
  idRejectedWhy: 'Hindi naaprubahan: {reason}. Magpadala ng mga bagong litrato.',
  idResend: 'Magpadala ng bagong litrato',
  usualReview: 'Karaniwang inaabot ng {duration} ang pag-review ng ID.',
  about: {
    minute: '{count, plural, one {mga # minuto} other {mga # minuto}}',
    hour: '{count, plural, one {mga # oras} other {mga # oras}}',
    day: '{count, plural, one {mga # araw} other {mga # araw}}',
  },
} as const satisfies Translation<typeof en>;
