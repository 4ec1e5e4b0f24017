import type { Translation } from '../catalog';
import type en from '../en/apiAdmin1';

/** Filipino of en/apiAdmin1.ts (glossary.md). */
export default {
  disputes: {
    notFound: 'Hindi nahanap ang reklamong iyon.',
    noDeposit: 'Hindi tungkol sa security deposit ang reklamong ito.',
    closed: 'Naresolba na ang reklamong ito: sarado na ang thread nito.',
    decisionRequired: 'Isulat ang desisyong mababasa ng dalawang panig.',
    decisionTooLong: 'Hanggang {max} character lang ang desisyon.',
    refundKindRequired: 'Piliin ang refund: wala, bahagi o buo.',
    amountRequired: 'Ilagay ang halagang ire-refund.',
    amountWhole: 'Ilagay ang piso na may hanggang dalawang decimal.',
    amountPositive: 'Dapat higit sa ₱0 ang halaga.',
    refundTooMuch: 'Hanggang {left} lang ang puwedeng i-refund.',
    nothingToRefund: 'Wala nang maire-refund sa booking na ito.',
    depositSplit: 'Ang bahagi ng host sa deposit ay dapat mula ₱0 hanggang {max}',
    depositSplitRequired: 'Ilagay ang bahagi ng host sa deposit',
  },
  bills: {
    voidReasonRequired: 'Magbigay ng dahilan sa pag-void ng bill na ito: itatago ito sa audit log.',
    voidReasonTooLong: 'Dapat mas maikli sa {max} character ang dahilan.',
  },
  makeAdmin: {
    noAccount: 'Walang account na may ganitong email address.',
    alreadyAdmin: 'Administrator na ang user na ito.',
  },
} as const satisfies Translation<typeof en>;
