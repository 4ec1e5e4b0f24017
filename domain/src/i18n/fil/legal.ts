import type { Translation } from '../catalog';
import type en from '../en/legal';

/** Filipino of en/legal.ts (glossary.md), as domain/src/messages/consents.fil.ts has the same words. */
export default {
  older: 'Lumang bersyon ito, na may bisa mula {date}.',
  readCurrent: 'Basahin ang kasalukuyang bersyon',
  contents: 'Nilalaman',
  versions: 'Mga naunang bersyon',
  history: 'Kasaysayan',
  versionLine: 'Bersyon {label}, may bisa mula {date}',
  loadFailed: 'Hindi ma-load ang tekstong ito. Subukan ulit mamaya.',
  termsSummary:
    'Ang mga tuntunin sa pag-upa at paglista ng storage, parking at bodega sa platform: account, booking, bayad, pagkansela at reklamo.',
  privacySummary:
    'Anong personal na datos ang kinukuha ng platform, bakit, gaano katagal itinatago, at ang mga karapatan mo sa ilalim ng Data Privacy Act of 2012.',
  credits: {
    title: 'Datos ng lugar at pagkilala',
    text: 'Gumagamit ng open data ang mga address at ang paghahanap ng lugar. Kasama ito sa Espasyo at kinikilala rito ayon sa hinihingi ng mga lisensya nito. Tinatayang lokasyon lang ang mga pangalan ng lugar at coordinates, at hindi ito sukat ng anumang ari-arian. Ang Espasyo ang naglagay ng lokasyon ng mga kilalang distrito (BGC, Ortigas, Cebu IT Park at iba pa).',
    via: ', sa pamamagitan ng {via}',
    psgcVia: '@aivangogh/ph-address (lisensyang MIT)',
    psgcLicence: 'Malayang gamitin basta kilalanin ang PSA bilang pinagmulan',
    geonamesChanges: 'itinugma ng Espasyo ang coordinates sa mga pangalan ng PSGC',
  },
} as const satisfies Translation<typeof en>;
