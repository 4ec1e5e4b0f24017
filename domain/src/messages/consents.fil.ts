import type { consentMessages } from './consents';

/**
 * The same keys as consents.ts in Filipino (issue 34): plain Tagalog-based Filipino as people read
 * apps here, keeping the English words they use ("booking", "email", "push notifications").
 */
export const consentMessagesFil = {
  kinds: {
    terms: 'Mga Tuntunin ng Serbisyo',
    privacy: 'Patakaran sa Privacy',
    marketing_emails: 'Mga marketing email',
    web_push: 'Push notifications sa device na ito',
  },
  field: {
    label: 'Ilagay ang label ng bersyon.',
    labelLong: (max: number) => `Hanggang ${max} na character lang ang label.`,
    labelChars: 'Gumamit lang ng letra, numero, tuldok, gitling o underscore.',
    effectiveOn: 'Ilagay ang petsa ng simula ng bisa.',
    effectivePast: 'Hindi puwedeng mas maaga sa araw na ito ang petsa ng bisa.',
    bodyEn: 'Ilagay ang tekstong Ingles.',
    bodyFil: 'Ilagay ang tekstong Filipino.',
    bodyLong: (max: number) => `Hanggang ${max.toLocaleString('en-US')} na character lang ang teksto.`,
  },
  versionExists: 'May bersyon na na may ganyang label.',
  notFound: 'Hindi nakita ang bersyong iyan.',
  notCurrent: 'Hindi iyan ang bersyong may bisa ngayon. I-reload ang page at basahin ang kasalukuyan.',
  page: {
    effective: (date: string) => `May bisa mula ${date}`,
    upcoming: (date: string) => `Magkakabisa sa ${date}`,
    older: (date: string) => `Lumang bersyon ito, na may bisa mula ${date}.`,
    readCurrent: 'Basahin ang kasalukuyang bersyon',
    contents: 'Nilalaman',
    versions: 'Mga naunang bersyon',
    versionLine: (label: string, date: string) => `Bersyon ${label}, may bisa mula ${date}`,
    loadFailed: 'Hindi ma-load ang tekstong ito. Subukan ulit mamaya.',
    termsSummary:
      'Ang mga tuntunin sa pag-upa at paglista ng storage, parking at warehouse sa platform: account, booking, bayad, pagkansela at reklamo.',
    privacySummary:
      'Anong personal na datos ang kinukuha ng platform, bakit, gaano katagal itinatago, at ang mga karapatan mo sa ilalim ng Data Privacy Act of 2012.',
    credits: 'Datos ng lugar at pagkilala',
  },
  dialog: {
    title: 'In-update namin ang aming mga tuntunin',
    intro:
      'Pakibasa kung ano ang nagbago. Para patuloy na magamit ang Espasyo, sumang-ayon sa mga bersyong may bisa na ngayon.',
    changed: (kind: string, date: string) => `${kind}, may bisa mula ${date}`,
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
    given: (version: string | null, date: string) =>
      version ? `Sinang-ayunan ang bersyon ${version} noong ${date}` : `Ibinigay noong ${date}`,
    withdrawnOn: (date: string) => `Binawi noong ${date}`,
    never: 'Hindi ibinigay',
    withdraw: 'Bawiin',
    give: 'Ibigay',
    legalWithdraw:
      'Hindi magagamit ang Espasyo nang hindi sumasang-ayon dito. Para bawiin, isara ang account mo: buburahin o gagawing anonymous ang datos mo.',
    closeAccount: 'Isara ang account ko',
    marketingOn: 'Makakatanggap ka ng balita at alok sa email.',
    marketingOff: 'Hindi ka na makakatanggap ng balita at alok sa email.',
    pushUnsupported: 'Hindi kayang magpakita ng push notifications ng browser na ito.',
    history: 'Kasaysayan',
    historyLine: (what: string, action: string, date: string) => `${date}: ${what} ${action}`,
    actions: { given: 'ibinigay', withdrawn: 'binawi' },
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
    published: (kind: string, label: string) => `Nailathala ang ${kind} bersyon ${label}.`,
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
} satisfies typeof consentMessages;
