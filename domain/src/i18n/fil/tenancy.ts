import type { Translation } from '../catalog';
import type en from '../en/tenancy';

/** Filipino of en/tenancy.ts (glossary.md). */
export default {
  line: {
    startsOn: 'Buwanan simula {day}',
    since: 'Buwanan mula pa {day}',
    nextBill: 'susunod na bill {amount} due sa {day}',
    endsOn: 'matatapos sa {day}',
    ended: 'Buwanan mula {from} hanggang {to}',
    noEnd: 'Walang petsa ng pagtatapos: natatapos kapag may abiso',
  },
  bills: {
    heading: 'Mga bill',
    loading: 'Nilo-load ang mga bill',
    error: 'Hindi ma-load ang mga bill',
    pay: 'Bayaran ang {amount}',
    forPeriod: 'para sa {period}',
    statusLabels: { upcoming: 'Paparating', open: 'Due na', paid: 'Bayad na', overdue: 'Overdue', void: 'Void' },
    period: '{from} – {to}',
    due: '{amount} due sa {day}',
    hostEarns: 'Kikita ka ng {amount}',
  },
  autopay: {
    toggle: 'Awtomatikong magbayad gamit ang naka-save mong card ({card})',
    on: 'Sisingilin sa card na ito ang bawat bill sa due date nito. Puwede mo itong i-off anumang oras.',
    off: 'Ikaw mismo ang magbabayad ng bawat bill sa checkout nito.',
    noCard:
      'Para awtomatikong magbayad, bayaran ang isang bill gamit ang card at i-tick ang “I-save ang card na ito para sa mga susunod na bill” sa checkout.',
    turnedOn: 'Naka-on na ang awtomatikong bayad.',
    turnedOff: 'Naka-off na ang awtomatikong bayad: bayaran ang bawat bill sa checkout nito.',
    turningOn: 'Ino-on...',
    turningOff: 'Ino-off...',
  },
  notice: {
    give: 'Magbigay ng abiso',
    hostGive: 'Tapusin nang may abiso',
    tooSoonNone: 'Hindi puwedeng mas maaga sa {earliest} ang petsa ng pagtatapos.',
    tooSoon: 'Sa abisong {days, plural, other {# araw}}, ang pinakamaagang petsa ng pagtatapos ay {earliest}.',
    hostTooSoon:
      'Nagbibigay ang host ng abisong hindi bababa sa {days, plural, other {# araw}}: ang pinakamaagang petsa ng pagtatapos ay {earliest}.',
    minimum: 'May minimum na panahon ang upa sa espasyong ito: ang pinakamaagang petsa ng pagtatapos ay {earliest}.',
    nonPayment:
      'May bill na hindi nabayaran lampas sa grace period nito, kaya sapat na ang abisong {days, plural, other {# araw}}.',
    given: 'Naibigay ang abiso: matatapos ang upa sa {day}.',
    lastBill: 'Huling bill: {amount} para sa {from} – {to}',
    lastBillPart: 'Huling bill: {amount} para sa {from} – {to} ({used} sa {of, plural, other {# araw}})',
    reasonRequired: 'Magbigay ng dahilan: makikita ito ng dalawang panig.',
    form: {
      title: 'Magbigay ng abiso',
      hostTitle: 'Tapusin ang upa na ito nang may abiso',
      description: '{listing}: piliin ang huling araw, o iwanang blangko para matapos sa pinakamaaga.',
      endDate: 'Huling araw (opsyonal)',
      prorated:
        'Binibilang lang ng huling bill ang mga araw hanggang sa huling araw, at ibabalik ang bayad sa buwang lampas dito para sa mga araw na hindi nagamit.',
      reason: 'Dahilan',
      reasonOptional: 'Dahilan (opsyonal)',
      reasonHelp: 'Makikita ito ng kabilang panig.',
      pending: 'Nagbibigay ng abiso...',
      keep: 'Hindi muna',
    },
  },
  forceMajeure: {
    title: 'Apektado ng {event}',
    text: '{days, plural, one {Isang araw ng booking na ito ang sakop} other {# araw ng booking na ito ang sakop}} ng pangyayari. Puwedeng mag-cancel ang alinmang panig nang may buong refund ng mga apektadong araw, anuman ang cancellation policy.',
    action: 'I-cancel nang may buong refund ng mga apektadong araw',
    confirmTitle: 'I-cancel dahil sa force majeure?',
    refund: 'Ire-refund sa umuupa',
    kept: 'Itatabi para sa mga araw na labas sa pangyayari',
    confirm: 'I-cancel ang booking',
    pending: 'Kinakansela...',
    done: 'Kinansela ang booking. Paparating na ang refund.',
    days: '{from} – {to}',
  },
} satisfies Translation<typeof en>;
