import type { Translation } from '../catalog';
import type en from '../en/frame';

/** Filipino of en/frame.ts; terms as glossary.md fixes them. */
export default {
  notFoundTitle: 'Hindi Nahanap ang Page',
  notFoundBody: 'Walang page na ganyan.',
  goHome: 'Bumalik sa Home',
  loading: 'Naglo-load...',
  sessionExpired: 'Natapos na ang session mo. Mag-sign in ulit.',
  somethingWrong: 'May nangyaring mali',
  chunkTitle: 'Hindi ma-load ang page na ito',
  chunkBody: 'Baka kaka-update lang ng Espasyo, o naputol ang koneksyon mo. Kadalasan, naaayos ito sa pag-reload.',
  chunkOffline:
    'Offline ka, at hindi pa naka-save sa teleponong ito ang pahinang ito: bubukas ito pagbalik ng koneksyon mo.',
  reload: 'I-reload ang page',
  tryAgain: 'Subukan ulit',
} as const satisfies Translation<typeof en>;
