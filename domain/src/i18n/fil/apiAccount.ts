import type { Translation } from '../catalog';
import type en from '../en/apiAccount';

/** Filipino of en/apiAccount.ts (glossary.md). */
export default {
  contact: {
    phoneAlreadyVerified: 'Beripikado na ang phone number mo.',
    codeWrong: 'Mali ang code na iyan. Pakitingnan ito at subukan ulit.',
    codeExpired: 'Nag-expire na ang code na ito. Humingi ng bago.',
    codeTooManyTries: 'Masyadong maraming maling code. Humingi ng bago.',
    codeMissing: 'Humingi muna ng code.',
  },
  account: {
    wrongCurrentPassword: 'Mali ang kasalukuyang password mo.',
    photoUnreadable: 'Hindi mabasa ang larawang ito. Pumili ng ibang file.',
    pushEndpointNotPushService: 'Sa sariling push service lang ng browser dumadaan ang push notifications.',
    pushEndpointRefused: 'Hindi maabot ng Espasyo ang push service na ito. Pakisubukan ang ibang browser.',
    pushEndpointTaken: 'Sa ibang account nakakabit ang push subscription na ito.',
  },
  verification: {
    idTypeRequired: 'Piliin ang uri ng government ID na ina-upload mo',
    idFrontRequired: 'Mag-upload ng photo o scan ng harap ng ID mo',
    selfieRequired: 'Mag-upload ng selfie para maitugma ka namin sa ID mo',
    fileUnreadable: 'Hindi mabasa bilang larawan ang {field}. Kumuha ng bagong photo at subukan ulit.',
    pdfNotPlain:
      'Higit pa sa dokumento ang laman ng PDF na ito (script, attachment, form o ibang file sa loob nito). Mag-upload ng photo ng ID mo, o i-save ulit ang scan bilang simpleng PDF.',
    pdfEncrypted: 'May password ang PDF na ito. Mag-upload ng photo ng ID mo, o PDF na walang password.',
    unknownField: 'Hindi inaasahang field na "{field}"',
    alreadyVerified: 'Beripikado na ang ID mo.',
  },
  twoFactor: {
    noSetup: 'Simulan muna ang pag-set up ng two-factor.',
    alreadyEnabled: 'Naka-on na ang two-factor authentication.',
    notEnabled: 'Hindi naka-on ang two-factor authentication.',
    wrongPassword: 'Mali ang password mo.',
  },
  reauth: {
    wrongPassword: 'Mali ang password mo.',
    passwordRequired: 'Pakilagay ang password mo.',
  },
  emailChange: {
    same: 'Ito na ang email address mo.',
    inUse: 'May ibang account na gumagamit ng email address na ito.',
    sent: 'Nagpadala kami ng link ng kumpirmasyon sa {email}. Mapapalitan ang email address mo kapag binuksan mo ito.',
    linkUsed: 'Nagamit na ang link na ito.',
    linkExpired: 'Nag-expire na ang link na ito. Palitan ulit ang email address mo mula sa profile mo.',
  },
  privacy: {
    wrongPassword: 'Mali ang password mo. Hindi nabura ang account mo.',
    confirmationMismatch: 'I-type ang DELETE sa malalaking titik para kumpirmahin.',
    lastAdmin:
      'Ikaw ang huling administrator, kaya hindi mabubura ang account na ito. Gawin munang administrator ang ibang user.',
    accountDeleted: 'Nabura na ang account mo.',
    hasBookings:
      'May mga booking ka pang darating o kasalukuyang ginagamit ({titles}). Kanselahin ang mga ito o hintaying matapos bago mo burahin ang account mo.',
  },
  uploads: {
    empty: 'Walang laman ang file.',
  },
  tax: {
    tinInvalid: 'Ilagay ang TIN mo bilang ###-###-###, kasama ang 3- o 5-digit na branch code kung mayroon.',
  },
} as const satisfies Translation<typeof en>;
