import type { Translation } from '../catalog';
import type en from '../en/deposits';

/** Filipino of en/deposits.ts (glossary.md). */
export default {
  line: 'Security deposit na {amount}, ibabalik pagkatapos ng move-out',
  lineLabel: 'Security deposit',
  lineNote:
    'Hinihingi para sa paggamit nang araw-araw o buwanan, hindi para sa ilang oras na parking. Ang Espasyo ang may hawak nito, hindi ang host, at ibinabalik ito 7 araw pagkatapos ng move-out maliban kung mag-claim ang host ng bahagi nito. Walang fee o VAT dito.',
  dueNow: 'Babayaran ngayon (presyo at deposit)',
  title: 'Security deposit na {amount}',
  status: {
    held: 'Hawak ng Espasyo',
    claimed: 'Kine-claim ng host',
    disputed: 'May reklamo sa claim',
    returned: 'Naibalik na',
    settled: 'Naayos na',
  },
  returnDue: 'Ibabalik sa {date}',
  returnAfterMoveOut:
    'Ibabalik 7 araw pagkatapos mapirmahan ng dalawang panig ang checklist sa move-out (9 na araw pagkatapos ng pagtatapos kung walang magsimula nito), maliban kung mag-claim muna ang host ng bahagi nito.',
  claimed: 'Kine-claim ng host ang {amount}',
  claimedDisputed: 'Kine-claim ng host ang {amount}. Ang staff ng Espasyo ang magpapasya ng hatian.',
  respondBy: 'Tanggapin o ireklamo bago ang {date}; pagkatapos noon, ituturing na tinanggap ang claim.',
  kept: '{kept} sa host, {returned} ang naibalik',
  returnedAll: 'Naibalik ang {amount}',
  reason: 'Dahilan:',
  seeDispute: 'Tingnan ang reklamo',
  accept: 'Tanggapin ang claim',
  accepting: 'Tinatanggap...',
  dispute: 'Ireklamo ang claim',
  disputing: 'Ipinapadala...',
  back: 'Bumalik',
  confirmAccept: 'Tanggapin: mapupunta sa host ang {claimed} at babalik sa iyo ang {returned}.',
  disputeDescription: 'Bakit mo inirereklamo ang claim',
  photos: 'Mga litrato ng claim',
  photoAlt: 'Litrato ng claim {n}',
  claimForm: {
    title: 'Mag-claim mula sa deposit',
    amount: 'Halagang kine-claim (₱)',
    amountHelp: 'Hanggang {max}, ang buong deposit.',
    reason: 'Dahilan',
    reasonHelp: 'Ano ang nasira o naiwan, at magkano ito.',
    photos: 'Mga litrato',
    photosHelp: 'Kahit isang litrato ng kine-claim mo. ({count}/{max})',
    submit: 'Ipadala ang claim',
    submitting: 'Ipinapadala...',
    addPhoto: 'Magdagdag ng litrato',
    uploading: 'Ina-upload...',
    confirm:
      'Kine-claim mo ang {amount} sa deposit na {deposit}; puwede itong tanggapin o ireklamo ng umuupa sa loob ng 7 araw.',
    amountError: 'Maglagay ng halagang mula ₱1 hanggang {max}',
    amountInvalid: 'Maglagay ng halaga sa piso, halimbawa 1,500',
    photoRequired: 'Magdagdag ng kahit isang litrato ng kine-claim mo',
  },
  staff: {
    heading: 'Security deposit na {amount}',
    claim: 'Kine-claim ng host ang {claimed} sa deposit na {held}',
  },
} satisfies Translation<typeof en>;
