import type { Translation } from '../catalog';
import type en from '../en/apiAnalytics';

/** Filipino of en/apiAnalytics.ts (glossary.md). */
export default {
  from: 'Piliin ang unang buwan ng panahon.',
  to: 'Piliin ang huling buwan ng panahon.',
  order: 'Hindi puwedeng mas huli ang unang buwan kaysa sa huling buwan.',
  tooLong: 'Pumili ng panahong hindi hihigit sa {max} buwan.',
} as const satisfies Translation<typeof en>;
