import type { Translation } from '../catalog';
import type en from '../en/install';

/** Filipino of en/install.ts; 'Share' and 'Add to Home Screen' stay as Safari labels them (iOS has no Filipino). */
export default {
  title: 'Ilagay ang Espasyo sa home screen mo',
  why: {
    client: 'Bubukas ito sa isang tap, at lalabas ang pass mo sa gate kahit walang internet.',
    host: 'Bubukas ito sa isang tap, at gagana ang check-in page mo sa gate kahit walang internet.',
  },
  install: 'I-install',
  notNow: 'Hindi muna',
  ios: {
    steps: 'Paano ito idagdag',
    share: 'I-tap ang Share button',
    add: "Saka piliin ang 'Add to Home Screen'",
    gotIt: 'Sige',
  },
} as const satisfies Translation<typeof en>;
