import type { Translation } from '../catalog';
import type en from '../en/guards';

/** Filipino of en/guards.ts (glossary.md). */
export default {
  goToDashboard: 'Pumunta sa dashboard ko',
  restricted: 'Para lang sa mga account ng {types} ang bahaging ito.',
  signedInAs: 'Naka-sign in ka gamit ang account ng {type}.',
  types: { client: 'umuupa', host: 'host', admin: 'admin', moderator: 'moderator' },
  verificationTitle: 'Kailangang I-verify ang Account',
  verificationBody: 'I-verify ang account mo para magamit ang feature na ito.',
  withOurTeam: 'Nasa team namin ang mga dokumento mo para sa review. Sasabihan ka namin agad kapag naaprubahan na.',
  steps: {
    email: 'Kumpirmahin ang email address mo',
    phone: 'I-verify ang mobile number mo',
    id: 'Mag-upload ng government ID para sa review',
    backgroundCheck: 'Hintayin ang background check ng team namin',
  },
  accessDeniedTitle: 'Walang Access',
  accessDeniedBody: 'Wala kang pahintulot na buksan ang bahaging ito.',
  accessDeniedHint: 'Kontakin ang iyong administrator kung sa tingin mo ay mali ito.',
  twoFactorTitle: 'I-set up ang two-factor na pag-sign in',
  twoFactorBody:
    'Kailangang mag-sign in ang mga administrator at moderator gamit ang authenticator app. I-on ito sa ibaba para magpatuloy.',
  session: {
    failedBody: 'Hindi ma-check ang session mo ngayon. Hindi ka na-sign out.',
    retryIn: 'Susubukan ulit sa loob ng {seconds, plural, other {# segundo}}.',
  },
} as const satisfies Translation<typeof en>;
