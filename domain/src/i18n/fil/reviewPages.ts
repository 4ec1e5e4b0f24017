import type { Translation } from '../catalog';
import type en from '../en/reviewPages';

/** Filipino of en/reviewPages.ts (glossary.md). */
export default {
  client: {
    title: 'Mga Review Ko',
    description:
      'I-rate ang mga espasyong ginamit mo at ang mga host nila, at tingnan ang sinabi ng mga host tungkol sa iyo.',
  },
  host: {
    title: 'Mga Review',
    description:
      'I-rate ang mga umuupa sa iyo, basahin ang sinabi nila tungkol sa mga espasyo mo, at sumagot nang isang beses, publicly.',
  },
  tabsLabel: 'Mga review',
  tabs: { toWrite: 'Isusulat', written: 'Naisulat', received: 'Natanggap' },
  lists: {
    toWrite: 'Mga review na isusulat',
    written: 'Mga review na isinulat mo',
    received: 'Mga review na natanggap mo',
  },
  loading: 'Nilo-load ang mga review mo',
  loadError: 'Hindi ma-load ang mga review mo.',
  empty: {
    toWrite: {
      title: 'Wala pang ire-review sa ngayon',
      client:
        'Pagkatapos ng booking, may 14 na araw ka para i-rate ang espasyo at ang host nito. Dito lalabas ang mga natapos na booking.',
      host: 'Pagkatapos ng booking, may 14 na araw ka para i-rate ang umuupa. Dito lalabas ang mga natapos na booking.',
    },
    written: {
      title: 'Wala ka pang naisulat na review',
      body: 'Dito lalabas ang mga review na isinulat mo, at kung kailan ipapakita ang mga ito.',
    },
    received: {
      title: 'Wala pang review',
      client:
        'Dito lalabas ang sinabi ng mga host tungkol sa iyo kapag nakasulat na kayong dalawa o tapos na ang 14 na araw.',
      host: 'Dito lalabas ang sinabi ng mga umuupa tungkol sa mga espasyo mo kapag nakasulat na kayong dalawa o tapos na ang 14 na araw.',
    },
    bookings: 'Tingnan ang mga booking ko',
  },
  toWrite: {
    subjectClient: 'Host: {name}',
    subjectHost: 'Umupa: {name}',
    subjectEnded: '{subject} · Natapos noong {date}',
    daysLeft:
      '{count, plural, =0 {Huling araw para mag-review} =1 {Huling araw para mag-review} other {# araw na lang para mag-review}}',
    otherSideWritten: 'Nakasulat na si {name}: lalabas ang review niya kapag naisulat mo na ang sa iyo.',
    write: 'Magsulat ng review',
    notOpen: 'Walang review na isusulat para sa booking na ito: naisulat na ito, o tapos na ang 14 na araw nito.',
  },
  form: {
    title: 'I-review si {subject} · {listing}',
    ratingLegendClient: 'Kumusta ang espasyo at ang host nito?',
    ratingLegendHost: 'Kumusta ang umuupang ito?',
    required: '(kailangan)',
    starLabel: '{count, plural, other {# star}}',
    starWord: '{stars, select, 1 {Napakasama} 2 {Hindi maganda} 3 {Okay lang} 4 {Maganda} other {Napakahusay}}',
    comment: 'Ang review mo',
    commentHelpClient: 'Kumusta ang espasyo, madali ba ang access, ibo-book mo ba ulit? Ipapakita sa page ng listing.',
    commentHelpHost:
      'Kumusta ang umuupa: nasa oras, maingat, madaling kontakin? Ipapakita sa profile niya sa ibang host.',
    blindNote:
      'Nakatago ang review mo hanggang makasulat ang kabila o matapos ang 14 na araw, para walang makakita ng review ng isa’t isa bago magsulat.',
    submit: 'I-post ang review',
    submitting: 'Pino-post…',
    cancel: 'Kanselahin',
    done: 'Salamat: naipasa na ang review mo.',
  },
  status: {
    blind: 'Naghihintay',
    blindNote: 'Nakatago hanggang makasulat si {name} o matapos ang 14 na araw.',
    visible: 'Naka-publish',
    publishedOn: 'Na-publish noong {date}',
    hidden: 'Itinago ng Espasyo',
    hiddenNote: 'Itinago ng Espasyo: {reason}',
  },
  card: {
    about: 'Tungkol kay {name}',
    writtenOn: 'Isinulat noong {date}',
  },
  reply: {
    heading: 'Sagot ni {host}',
    yours: 'Ang sagot mo',
    open: 'Sumagot',
    label: 'Ang public na sagot mo',
    help: 'Ipapakita sa ilalim ng review sa page ng listing mo. Isang beses ka lang puwedeng sumagot, at hindi na ito mababago.',
    submit: 'I-post ang sagot',
    submitting: 'Pino-post…',
    cancel: 'Kanselahin',
    done: 'Na-post na ang sagot mo.',
  },
  report: {
    title: 'I-report ang review na ito',
    description:
      'Sabihin sa amin kung ano ang mali: hindi totoo, mapang-abuso, may pribadong impormasyon, o hindi tungkol sa pag-upa. Binabasa ng team namin ang bawat report.',
    reason: 'Ano ang mali rito?',
    submit: 'Ipadala ang report',
    cancel: 'Kanselahin',
    submitting: 'Ipinapadala…',
    done: 'Salamat. Titingnan ng team namin ang review na ito.',
  },
  cta: {
    title: 'Kumusta ang pag-upa?',
    client:
      'I-rate ang espasyo at si {name}: {days, plural, =0 {ngayon na ang huling araw} =1 {ngayon na ang huling araw} other {may # araw ka pa}}.',
    host: 'I-rate si {name} bilang umuupa: {days, plural, =0 {ngayon na ang huling araw} =1 {ngayon na ang huling araw} other {may # araw ka pa}}.',
    otherSideWritten: 'Nakasulat na si {name}.',
    write: 'Magsulat ng review',
  },
} as const satisfies Translation<typeof en>;
