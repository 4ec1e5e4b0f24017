import type { Translation } from '../catalog';
import type en from '../en/app';

/** Filipino of en/app.ts; terms as glossary.md fixes them. */
export default {
  name: 'Espasyo',
  shortName: 'Espasyo',
  description:
    'Umupa ng storage room, parking slot at espasyo sa bodega mula sa mga beripikadong host sa buong Pilipinas, kada oras, araw o buwan.',
  offlineTitle: 'Offline ka',
  offlineText:
    'Hindi pa naka-save sa teleponong ito ang pahinang ito, kaya kailangan nito ng koneksyon. Bukas pa rin ang mga booking at pass na nabuksan mo na dati.',
  offlineRetry: 'Subukan ulit',
} as const satisfies Translation<typeof en>;
