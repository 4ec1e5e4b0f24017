import type { Translation } from '../catalog';
import type en from '../en/dev';

/** Filipino of en/dev.ts (glossary.md). */
export default {
  mailbox: {
    title: 'Dev mailbox',
    description:
      'Mga email at text message na ipinadala ng installation na ito. Para lang sa development at demo na set-up.',
    refresh: 'I-refresh',
    refreshing: 'Nire-refresh...',
    home: 'Pumunta sa home page',
    offTitle: 'Naka-off ang mailbox',
    off: 'Hindi itinatago ng server na ito ang mga email at text message na ipinapadala nito (naka-configure ang SMTP o DEV_MAILBOX=off), kaya walang mababasa rito.',
    localOnlyTitle: 'Sa server lang mismo nabubuksan ang mailbox',
    localOnly:
      'May laman itong mga link para sa password reset at verification, kaya sumasagot lang ito sa mga request mula sa makinang pinagtatakbuhan ng Espasyo: buksan ang {url} doon. Puwedeng i-set ng nagpapatakbo ng server ang DEV_MAILBOX=on para mabuksan ito ng lahat, sa pribadong test network lang.',
    emptyTitle: 'Wala pang mensahe',
    empty:
      'Mag-sign up, humingi ng password reset o mag-verify ng phone number, at lalabas dito ang mensahe sa loob ng ilang segundo.',
    messages: 'Mga mensahe',
    message: 'Mensahe',
    all: 'Lahat ng mensahe',
    chooseTitle: 'Pumili ng mensahe',
    choose: 'Pumili ng mensahe sa kaliwa para basahin ito. Puwedeng i-click ang mga link dito.',
    sms: 'SMS',
    email: 'Email',
    textMessage: 'Text message',
    to: 'Para kay: {to}',
  },
  testAuth: {
    pageTitle: 'Test auth',
    title: 'Test: authentication',
    description: 'Para lang sa development. Hindi kasama sa production build.',
    state: 'Estado ng auth',
    role: 'Natukoy na role',
    admin: 'Itinuturing na admin',
    home: 'Home pagkatapos mag-sign in',
    error: 'Error sa profile',
    reread: 'Basahin ulit ang session',
    signOut: 'Mag-sign out',
    signIn: 'Mag-sign in at bumalik',
  },
  testSignature: {
    pageTitle: 'Test signature',
    title: 'Test: signature pad',
    description: 'Para lang sa development. Gumuhit gamit ang mouse, daliri o pen.',
    pad: 'Signature pad',
    clear: 'Burahin',
    save: 'I-save bilang larawan',
    saved: 'Naka-save na pirma',
  },
} as const satisfies Translation<typeof en>;
