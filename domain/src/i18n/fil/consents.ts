import type { Translation } from '../catalog';
import type en from '../en/consents';

/** Filipino of en/consents.ts (glossary.md). */
export default {
  kinds: {
    terms: 'Mga Tuntunin ng Serbisyo',
    privacy: 'Patakaran sa Privacy',
    marketing_emails: 'Mga marketing email',
    web_push: 'Push notifications sa device na ito',
  },
  field: {
    label: 'Ilagay ang label ng bersyon.',
    labelLong: 'Hanggang {max} na character lang ang label.',
    labelChars: 'Gumamit lang ng letra, numero, tuldok, gitling o underscore.',
    effectiveOn: 'Ilagay ang petsa ng simula ng bisa.',
    effectivePast: 'Hindi puwedeng mas maaga sa araw na ito ang petsa ng bisa.',
    bodyEn: 'Ilagay ang tekstong Ingles.',
    bodyFil: 'Ilagay ang tekstong Filipino.',
    bodyLong: 'Hanggang {max} na character lang ang teksto.',
  },
  versionExists: 'May bersyon na na may ganyang label.',
  notFound: 'Hindi nakita ang bersyong iyan.',
  notCurrent: 'Hindi iyan ang bersyong may bisa ngayon. I-reload ang page at basahin ang kasalukuyan.',
  page: {
    effective: 'May bisa mula {date}',
    upcoming: 'Magkakabisa sa {date}',
    older: 'Lumang bersyon ito, na may bisa mula {date}.',
    readCurrent: 'Basahin ang kasalukuyang bersyon',
    contents: 'Nilalaman',
    versions: 'Mga naunang bersyon',
    versionLine: 'Bersyon {label}, may bisa mula {date}',
    loadFailed: 'Hindi ma-load ang tekstong ito. Subukan ulit mamaya.',
    termsSummary:
      'Ang mga tuntunin sa pag-upa at paglista ng storage, parking at bodega sa platform: account, booking, bayad, pagkansela at reklamo.',
    privacySummary:
      'Anong personal na datos ang kinukuha ng platform, bakit, gaano katagal itinatago, at ang mga karapatan mo sa ilalim ng Data Privacy Act of 2012.',
    credits: 'Datos ng lugar at pagkilala',
  },
  dialog: {
    title: 'In-update namin ang aming mga tuntunin',
    intro:
      'Pakibasa kung ano ang nagbago. Para patuloy na magamit ang Espasyo, sumang-ayon sa mga bersyong may bisa na ngayon.',
    changed: '{kind}, may bisa mula {date}',
    readNew: 'Basahin ang bagong bersyon',
    readOld: 'Ikumpara sa bersyong sinang-ayunan mo',
    agree: 'Sumasang-ayon ako',
    agreeing: 'Sine-save...',
    signOut: 'Mag-sign out',
    failed: 'Hindi na-save ang pagsang-ayon mo. Subukan ulit.',
  },
  settings: {
    title: 'Privacy at mga pahintulot',
    description:
      'Kung ano ang sinang-ayunan mo at kailan. Puwede mong bawiin ang pahintulot nang kasingdali ng pagbigay nito, ayon sa Data Privacy Act of 2012.',
    agreedTo: 'Sinang-ayunan ang bersyon {version} noong {date}',
    givenOn: 'Ibinigay noong {date}',
    withdrawnOn: 'Binawi noong {date}',
    never: 'Hindi ibinigay',
    withdraw: 'Bawiin',
    give: 'Ibigay',
    withdrawLabel: 'Bawiin: {kind}',
    giveLabel: 'Ibigay: {kind}',
    legalWithdraw:
      'Hindi magagamit ang Espasyo nang hindi sumasang-ayon dito. Para bawiin, isara ang account mo: buburahin o gagawing anonymous ang datos mo.',
    closeAccount: 'Isara ang account ko',
    marketingOn: 'Makakatanggap ka ng balita at alok sa email.',
    marketingOff: 'Hindi ka na makakatanggap ng balita at alok sa email.',
    pushUnsupported: 'Hindi kayang magpakita ng push notifications ng browser na ito.',
    history: 'Kasaysayan',
    historyCount: 'Kasaysayan ({count})',
    historyLine: '{date}: {action, select, given {ibinigay} other {binawi}} ang {what}',
    kindVersion: '{kind} {version}',
    loadFailed: 'Hindi ma-load ang mga pahintulot mo.',
    read: 'Basahin',
    on: 'Naka-on',
    off: 'Naka-off',
    tryAgain: 'Subukan ulit',
  },
  admin: {
    nav: 'Mga legal na teksto',
    title: 'Mga legal na teksto',
    description:
      'Bawat bersyon ng Mga Tuntunin ng Serbisyo at ng Patakaran sa Privacy, at kung ilang tao ang sumasang-ayon sa bawat isa ngayon. Ang bagong bersyon ay magpapasang-ayon ulit sa lahat ng naka-sign in pagdating ng bisa nito.',
    columns: { version: 'Bersyon', effective: 'May bisa mula', agreed: 'Mga sumasang-ayon', state: 'Kalagayan' },
    states: { current: 'Kasalukuyan', upcoming: 'Paparating', past: 'Luma' },
    publish: 'Maglathala ng bagong bersyon',
    publishing: 'Inilalathala...',
    published: 'Nailathala ang {kind} bersyon {label}.',
    fields: {
      kind: 'Aling teksto',
      label: 'Label ng bersyon',
      labelHelp: 'Halimbawa: 2027-01-01 o v3.',
      effectiveOn: 'Magkakabisa sa',
      effectiveHelp: 'Ngayon o sa susunod na araw. Mula sa araw na iyon, pasasang-ayunin ulit ang mga tao.',
      bodyEn: 'Teksto sa Ingles',
      bodyFil: 'Teksto sa Filipino',
      bodyHelp:
        'Simpleng teksto. Simulan ang seksyon sa “## ”, ang item ng listahan sa “- ”, at ang link bilang [salita](/page).',
    },
    empty: 'Wala pang bersyon.',
    loadFailed: 'Hindi ma-load ang mga legal na teksto.',
  },
} as const satisfies Translation<typeof en>;
