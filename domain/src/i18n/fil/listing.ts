import type { Translation } from '../catalog';
import type en from '../en/listing';

/** Filipino of en/listing.ts (glossary.md). */
export default {
  priceBox: {
    deposit: 'Security deposit na {amount}, ibabalik pagkatapos mag-move out.',
    depositNote:
      'Hinihingi para sa booking kada araw o buwan, hindi sa ilang oras ng parking. Ang Espasyo ang may hawak nito, hindi ang host, at ibinabalik ito 7 araw pagkatapos mag-move out maliban kung may bahaging kine-claim ang host. Walang fee o VAT dito.',
  },
} as const satisfies Translation<typeof en>;
