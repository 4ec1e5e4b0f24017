import type { Translation } from '../catalog';
import type en from '../en/apiMoney';

/** Filipino of en/apiMoney.ts (glossary.md). */
export default {
  payouts: {
    field: {
      type: 'Pumili ng GCash, Maya o bank account.',
      mobile: 'Ilagay ang 11-digit na mobile number ng account, hal. 0917 123 4567.',
      accountName: 'Ilagay ang pangalan sa account.',
      accountNameLong: 'Hanggang 100 character lang ang pangalan sa account.',
      bank: 'Piliin ang bangko.',
      accountNumber: 'Ilagay ang account number: 10 hanggang 16 na digit.',
      amount: 'Maglagay ng halaga sa piso, hanggang dalawang decimal.',
    },
    methodNotFound: 'Hindi nahanap ang payout method na iyan.',
    methodLimit: 'Hanggang 5 payout method lang ang puwede mong itago. Mag-alis muna ng isa.',
    methodTooNew: 'Nakakatanggap ng payout ang bagong payout method 24 oras matapos itong idagdag: mula {from}.',
    noDefault: 'Magdagdag muna ng payout method.',
    belowMinimum: 'Ang minimum na payout ay {minimum}.',
    aboveAvailable: 'Hanggang sa available balance mo lang ang puwede mong i-withdraw, {available}.',
    owes: 'May utang kang {debt} mula sa isang refund pagkatapos ng payout. Ibabawas ito sa susunod mong kita; babalik ang mga payout kapag bayad na ito.',
    payoutNotFound: 'Hindi nahanap ang payout na iyan.',
    payoutSettled: 'Hindi na pending ang payout na ito.',
    sandboxFailure:
      'Hindi nahanap ang tatanggap na account (sandbox: laging hindi natutuloy ang mga account number na nagtatapos sa 0000).',
  },
  payments: {
    expired: 'Naubos na ang oras para bayaran ang booking na ito.',
    movedOn: 'Nagbago ang bayad na ito. I-reload para makita kung nasaan na ito.',
    clientPays: 'Ang umuupa lang na nag-book ang nagbabayad para sa booking.',
    gatewayUnavailable: 'Hindi sumagot ang payment service. Walang siningil: subukan ulit mamaya.',
    noMethodFits:
      'Walang payment method na tumatanggap ng {amount} sa isang bayad: mula {min} hanggang {max} lang ang mga bayad. Makipag-ugnayan sa support para maayos ang booking na ito.',
    underReview:
      'Sinusuri ang isang bayad para sa booking na ito: hindi tugma sa booking ang halagang iniulat ng payment gateway. Hindi ka puwedeng magbayad ulit habang sinusuri ito. Ibabalik sa iyo ang lahat sa paraang ginamit mo kapag naubos ang oras ng pagbabayad, o agad-agad kung i-cancel mo ang booking.',
    receiptNotFound: 'Walang ganitong resibo, o hindi ito sa iyo.',
    clientsOnly: 'Para sa mga account ng umuupa ang mga bayad at resibo.',
    cardNotFound: 'Wala ang card na ito sa mga naka-save mong card',
  },
  invoices: {
    month: 'Ilagay ang buwan bilang YYYY-MM.',
    year: 'Maglagay ng taon mula 2000 hanggang 2100.',
    monthNotEnded: 'Maii-invoice lang ang isang buwan kapag tapos na ito.',
    notFound: 'Hindi nahanap ang invoice na iyan.',
    tinInvalid: 'Ilagay ang TIN mo bilang ###-###-###, may 3- o 5-digit na branch code kung mayroon ka.',
  },
  disputes: {
    noDeposit: 'Hindi tungkol sa security deposit ang reklamong ito.',
    notFound: 'Hindi nahanap ang reklamong iyan.',
    bookingNotEligible:
      'Puwedeng magbukas ng reklamo sa kumpirmado o ginagamit na booking, o sa loob ng 14 na araw matapos ang isang natapos na booking.',
    windowClosed:
      'Natapos ang booking na ito mahigit 14 na araw na ang nakalipas: hindi na puwedeng magbukas ng reklamo.',
    alreadyOpen: 'May bukas nang reklamo ang booking na ito. Sumulat na lang sa usapan nito.',
    closed: 'Naresolba na ang reklamong ito: sarado na ang usapan nito.',
    reasonRequired: 'Piliin kung ano ang problema.',
    descriptionRequired: 'Ilarawan kung ano ang nangyari.',
    descriptionTooShort: 'Ilarawan ang nangyari sa hindi bababa sa {min} character.',
    descriptionTooLong: 'Hanggang {max} character lang ang paglalarawan.',
    messageRequired: 'Sumulat ng mensahe.',
    messageTooLong: 'Hanggang {max} character lang ang mensahe.',
    nothingToRefund: 'Wala nang maire-refund sa booking na ito.',
    photosFull: 'Hanggang {max} litrato lang ang isang reklamo.',
    photoMissing: 'Pumili ng litratong idadagdag.',
    photoUnreadable: 'Hindi mabasa ang litratong ito. Magdagdag ng JPEG, PNG o WebP na litrato.',
    photoTooManyPixels: 'Masyadong malaki ang litratong ito para iproseso. Magdagdag ng hanggang 40 megapixels.',
    photoNotFound: 'Hindi nahanap ang litratong iyan.',
  },
} as const satisfies Translation<typeof en>;
