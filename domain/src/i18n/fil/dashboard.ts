import type { Translation } from '../catalog';
import type en from '../en/dashboard';

/** Filipino of en/dashboard.ts (glossary.md). */
export default {
  client: {
    title: 'Aking Dashboard',
    line: 'Maghanap ng ligtas na lugar para sa gamit o sasakyan mo, at subaybayan dito ang mga booking mo.',
    roleLabel: 'Umuupa',
    findStep: { label: 'Maghanap ng espasyo', detail: 'Maghanap ng storage, parking at bodega malapit sa iyo.' },
  },
  host: {
    title: 'Host Dashboard',
    line: 'Gawing buwanang kita ang bakanteng garahe, kuwarto o lote mo. Ito ang susunod mong gagawin.',
    roleLabel: 'Host',
    stepsGuide: 'Buksan ang set-up guide',
    loading: 'Nilo-load ang mga booking at kita mo',
  },
  greeting: {
    morning: 'Magandang umaga, {name}',
    afternoon: 'Magandang hapon, {name}',
    evening: 'Magandang gabi, {name}',
  },
  accountSteps: {
    photo: {
      label: 'Maglagay ng profile photo',
      detail: 'Nakakatulong sa tiwala ang malinaw at magiliw na larawan ng mukha mo.',
    },
    verify: {
      label: 'I-verify ang account mo',
      detail: 'Kumpirmahin ang email at phone mo, at ipa-check ang ID mo.',
    },
  },
  nextSteps: {
    heading: 'Mga susunod na hakbang',
    allDone: 'Tapos na lahat',
    progress: '{done} sa {total} ang tapos',
    error: 'Hindi ma-load ang mga susunod mong hakbang',
    done: '(tapos na)',
    toDo: '(gagawin pa)',
  },
  guide: {
    allDone: 'Tapos na ang lahat ng hakbang.',
    progress: '{done} sa {total} hakbang ang tapos.',
    error: 'Hindi ma-load ang progress mo',
    start: 'Simulan ang guide',
    open: 'Buksan ang guide',
    continue: 'Ituloy ang guide',
  },
  profile: {
    heading: 'Ang profile mo',
    email: 'Email',
    phone: 'Mobile number',
    memberSinceLabel: 'Miyembro mula',
    memberSince: 'Miyembro mula {date}',
    edit: 'I-edit ang profile',
  },
  verification: {
    heading: 'Beripikasyon',
    optional: '(opsyonal)',
    email: 'Email',
    emailDetail: 'Buksan ang link na ipinadala namin sa {email}.',
    phone: 'Mobile number',
    phoneDetail: 'Kumpirmahin ang {phone} gamit ang 6-digit na code.',
    verifyPhone: 'I-verify ang phone',
    id: 'Government ID',
    checking: 'Tinitingnan…',
    idDetail: {
      done: 'Na-check na ang government ID mo.',
      pending: 'Tinitingnan ng team namin ang ID mo. Mag-e-email kami sa iyo.',
      rejectedBecause: 'Hindi inaprubahan: {reason}',
      rejected: 'Hindi inaprubahan. Magpadala ng mga bagong larawan.',
      missing: 'Mag-upload ng government ID at selfie.',
    },
    sendNewPhotos: 'Magpadala ng bagong larawan',
    uploadId: 'I-upload ang ID',
    backgroundCheck: 'Background check',
  },
  bookings: {
    heading: 'Ang mga booking mo',
    loading: 'Nilo-load ang mga booking mo',
    error: 'Hindi ma-load ang mga booking mo',
    groups: {
      booked: 'Kasalukuyan at paparating',
      unpaid: 'Naghihintay ng bayad mo',
      requested: 'Naghihintay sa host',
    },
    more: 'Iba pa sa My Bookings',
    seeAll: 'Tingnan lahat ng booking',
    none: {
      title: 'Wala pang booking',
      text: 'Kapag nag-book ka ng espasyo, lalabas dito ang mga paparating mong booking, kasama ang susunod mong gagawin.',
      action: 'Maghanap ng espasyo',
    },
    nothingAhead: {
      title: 'Walang paparating',
      text: 'Nasa My Bookings ang mga nakaraan at kinanselang booking mo.',
      action: 'Maghanap ng espasyo',
    },
  },
  saved: {
    heading: 'Mga naka-save na espasyo',
    loading: 'Nilo-load ang mga naka-save mong espasyo',
    error: 'Hindi ma-load ang mga naka-save mong espasyo',
    seeAll: 'Tingnan lahat ng {count, number} na naka-save',
    empty: 'I-tap ang Save sa espasyong gusto mo, at lalabas ito dito para maikumpara at ma-book mo mamaya.',
    browse: 'Maghanap ng espasyo',
  },
  messages: {
    heading: 'Mga Mensahe',
    loading: 'Nilo-load ang mga mensahe mo',
    error: 'Hindi ma-load ang mga mensahe mo',
    unread:
      '{count, plural, =0 {Walang hindi pa nababasang mensahe} one {# usapang hindi pa nababasa} other {# usapang hindi pa nababasa}}',
    empty:
      'Wala pang mensahe. Magtanong sa host tungkol sa espasyo niya mula sa page nito, at lalabas dito ang usapan ninyo.',
    open: 'Buksan ang mga mensahe',
  },
  payments: {
    heading: 'Mga bayad na dapat mong malaman',
    error: 'Hindi ma-load ang mga bayad mo',
    what: '{kind, select, refund {Refund na {amount}} other {Bayad na {amount}}}',
    seeAll: 'Tingnan ang mga bayad mo',
  },
} as const satisfies Translation<typeof en>;
