import type { Translation } from '../catalog';
import type en from '../en/hostBookings';

/** Filipino of en/hostBookings.ts (glossary.md). */
export default {
  page: {
    description:
      'Mga hiling at booking sa mga espasyo mo: sagutin ang mga hiling, tingnan kung sino ang darating at magkano ang kikitain mo.',
  },
  actions: {
    staffLabel: 'Ang magagawa ng staff',
    nothing: 'Wala pang kailangang gawin sa booking na ito.',
    agreement: 'Kontrata ng upa (maipi-print)',
  },
  context: 'mula kay {client} para sa {listing}',
  accept: {
    button: 'Tanggapin ang hiling',
    pending: 'Tinatanggap...',
    doneTitle: 'Tinanggap ang hiling',
    doneUntil: 'May hanggang {when} si {name} para magbayad at makumpirma ito.',
    done: 'May 24 oras si {name} para magbayad at makumpirma ito.',
    failed: 'Hindi natanggap ang hiling',
  },
  answerBy: {
    left: '{left} na lang para sumagot',
    until: '(hanggang {when})',
    runOut: 'Ubos na ang oras para sumagot.',
  },
  reason: {
    decline: {
      button: 'Tanggihan ang hiling',
      title: 'Tanggihan ang hiling na ito?',
      pending: 'Tinatanggihan...',
      keep: 'Panatilihin ang hiling',
    },
    description: '{client} · {listing} · {dates}',
    label: 'Dahilan',
    help: 'Makikita ito ng umuupa.',
    declined: 'Tinanggihan ang hiling. Nasabihan na ang umuupa kung bakit.',
    cancelled: 'Kinansela ang booking.',
    cancelledRefund: 'Kinansela ang booking. Maibabalik sa umuupa ang {amount}.',
  },
  earnings: {
    title: 'Ang kita mo',
    staffTitle: 'Ang kita ng host',
    price: 'Presyo ng paggamit',
    fee: 'Platform fee',
    feePercent: 'Platform fee ({percent}%)',
    youEarn: 'Kikitain mo',
    hostEarns: 'Kikitain ng host',
  },
  dashboard: {
    heading: 'Mga booking at kita',
    error: 'Hindi ma-load ang mga booking at kita mo',
    emptyTitle: 'Wala pang booking o kita',
    createListing: 'Gumawa ng listing',
    emptyText:
      'Kapag may nag-book na ng espasyo mo, makikita mo rito ang kita mo ngayong buwan, ang mga hiling na naghihintay ng sagot mo, ang mga susunod na move-in at kung gaano kapuno ang mga espasyo mo.',
    seeAll: 'Tingnan ang lahat ng booking',
    loading: 'Nilo-load ang mga booking at kita mo',
    earnings: 'Kita, {month}',
    occupancy: 'Okupado, sa susunod na {days} araw',
    percent: '{percent}%',
    unitsBooked: '{booked} sa {offered, plural, other {# unit}} ang naka-book sa karaniwan',
    expected: 'Inaasahan mula sa mga buwanang upa, sa susunod na {months} buwan',
    window: 'Mga bill na due mula {from} hanggang {to}, at ang mga buwang hindi pa nabi-bill',
    running: '{count, plural, other {# buwanang upa ang tumatakbo}}',
    overdue: '{count, plural, =0 {Walang overdue na bill} other {# bill ang overdue ({amount})}}',
    requests: 'Mga hiling na naghihintay sa iyo',
    seeAllRequests: 'Tingnan ang lahat ng {count} hiling',
    requestsError: 'Hindi ma-load ang mga hiling',
    requestsLoading: 'Nilo-load ang mga hiling',
    noRequests: 'Walang naghihintay na hiling. Dito lalabas ang mga bago para masagot mo sa loob ng 24 oras.',
    moveIns: 'Mga move-in, sa susunod na {days} araw',
    noMoveIns: 'Walang magmo-move in sa susunod na {days} araw.',
    moveIn: '{listing} · {dates} · {units}',
    more: 'at {count} pa',
  },
  price: {
    open: 'Palitan ang buwanang presyo',
    title: 'Palitan ang buwanang presyo',
    price: 'Bagong presyo kada buwan, bawat unit',
    help: 'Sa piso, gaya ng 3,000. Sasabihan agad ang umuupa at puwede silang magbigay ng abiso sa halip.',
    from: 'Magsisimula ito sa bill na due sa {day}: ang bagong presyo ay nagsisimula nang hindi bababa sa 30 araw mula nang palitan mo.',
    pending: 'Sine-save...',
    keep: 'Hindi muna',
    done: 'Bagong buwanang presyo na {amount} simula sa bill na due sa {day}.',
  },
  note: {
    pending:
      '{viewer, select, host {May oras ka} other {May oras ang host}} para sumagot. Kapag tinanggap, may 24 oras ang umuupa para bayaran{tenancy, select, yes { ang unang buwan} other { ito}}; kapag hindi nasagot, mag-e-expire ang hiling.',
    pendingDue:
      '{viewer, select, host {May hanggang {due} ka} other {May hanggang {due} ang host}} para sumagot. Kapag tinanggap, may 24 oras ang umuupa para bayaran{tenancy, select, yes { ang unang buwan} other { ito}}; kapag hindi nasagot, mag-e-expire ang hiling.',
    underReview:
      'Nagbayad ang umuupa, pero hindi tugma sa booking ang halagang iniulat ng payment gateway: hindi pa ito kumpirmado, at ibabalik sa kanila ang bayad kapag nag-expire ito.',
    awaitingPayment:
      'Tinanggap na. Hinihintay na magbayad ang umuupa{tenancy, select, yes { ng unang buwan} other {}}; kapag hindi nabayaran, mag-e-expire ito at bakante ulit ang mga unit.',
    awaitingPaymentDue:
      'Tinanggap na. Hinihintay na magbayad ang umuupa{tenancy, select, yes { ng unang buwan} other {}} hanggang {due}; kapag hindi nabayaran, mag-e-expire ito at bakante ulit ang mga unit.',
    confirmed: 'Bayad na at kumpirmado. Magmo-move in ang umuupa sa {start}.',
    confirmedTenancy:
      'Bayad na at kumpirmado. Magmo-move in ang umuupa sa {start}; may bill bawat buwan hanggang magbigay ng abiso ang isa sa inyo.',
    activeMonthly: 'Ginagamit buwan-buwan, hanggang magbigay ng abiso ang isa sa inyo.',
    declined: 'Tinanggihan ang hiling. Walang siningil.',
    expiredUnpaid: 'Hindi nakabayad sa oras ang umuupa, kaya nag-expire ito at puwede na ulit i-book ang mga unit.',
    expiredUnanswered: 'Hindi nasagot sa oras ang hiling, kaya nag-expire ito. Walang siningil.',
    cancelled:
      'Kinansela {who, select, client {ng umuupa} host {{viewer, select, host {mo} other {ng host}}} admin {ng staff} other {ng platform}}.',
    cancelledOn:
      'Kinansela {who, select, client {ng umuupa} host {{viewer, select, host {mo} other {ng host}}} admin {ng staff} other {ng platform}} noong {date}.',
  },
} satisfies Translation<typeof en>;
