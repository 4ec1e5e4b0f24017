import type { Translation } from '../catalog';
import type en from '../en/mailMoney';

/** Filipino of en/mailMoney.ts; terms as glossary.md fixes them. */
export default {
  methodAdded: {
    subject: 'May idinagdag na payout method sa iyong Espasyo account',
    text: 'Idinagdag ang {label} bilang payout method sa iyong Espasyo account. Puwede na itong tumanggap ng mga payout simula {from}.\n\nKung hindi ikaw ito, palitan agad ang iyong password at kontakin ang support: walang ibabayad dito bago noon.',
  },
  payoutFailed: {
    subject: 'Hindi naipadala ang iyong Espasyo payout',
    text: 'Hindi maipadala ang iyong payout na {amount}: {reason}\n\nNasa iyong available balance na ulit ang pera. Tingnan ang iyong payout method at i-request itong muli.',
    notification:
      'Hindi maipadala ang iyong payout na {amount}: {reason} Nasa iyong available balance na ulit ang pera.',
  },
  payoutProcessed: {
    subject: 'Naipadala na ang iyong Espasyo payout',
    text: 'Naipadala na ang iyong payout na {amount} sa {to}. Reference: {reference}.',
    notification: 'Naipadala na ang {amount} sa {to}.',
  },
} satisfies Translation<typeof en>;
