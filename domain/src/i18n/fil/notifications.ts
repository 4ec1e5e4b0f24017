import type { Translation } from '../catalog';
import type en from '../en/notifications';

/** Filipino of en/notifications.ts (glossary.md). */
export default {
  title: 'Mga Notification',
  description: 'Mga booking, mensahe, review at payout, pinakabago muna. Dito nakatago ang 50 pinakabago mo.',
  staffDescription:
    'Mga abiso, alerto at mga kailangan sa iyo bilang staff, pinakabago muna. Dito nakatago ang 50 pinakabago mo.',
  bell: {
    label: 'Mga Notification',
    labelUnread: 'Mga Notification, {badge} hindi pa nababasa',
    panelTitle: 'Mga Notification',
    markAll: 'Markahang nabasa lahat',
    seeAll: 'Tingnan lahat ng notification',
    loading: 'Nilo-load ang mga notification mo',
    error: 'Hindi ma-load ang mga notification mo.',
    retry: 'Subukan ulit',
    empty: 'Wala pang notification. Dito lalabas ang mga bagong booking, mensahe at payout.',
  },
  filters: { label: 'Ipakita', all: 'Lahat', unread: 'Hindi pa nababasa' },
  list: {
    heading: 'Ang mga notification mo',
    loading: 'Nilo-load ang mga notification mo',
    error: 'Hindi ma-load ang mga notification mo',
    count: '{count, plural, one {# notification} other {# notification}}, {unread, number} hindi pa nababasa',
    selectAll: 'Piliin lahat ng hindi pa nababasa',
    select: 'Piliin: {title}',
    markSelected: '{count, plural, =0 {Markahang nabasa ang mga napili} other {Markahang nabasa ang #}}',
    markOne: 'Markahang nabasa',
    markOneLabel: 'Markahang nabasa: {title}',
    unreadDot: 'Hindi pa nababasa',
    empty: {
      title: 'Wala pang notification',
      text: 'Kapag may nag-book, nag-message sa iyo o gumalaw ang isang payout, malalaman mo dito at sa bell sa itaas.',
      client: 'Maghanap ng espasyo',
      host: 'Tingnan ang mga listing mo',
      staffText:
        'Dito lalabas ang mga abiso mula sa ibang staff, ang mga alerto ng platform at ang mga kailangan sa iyo.',
    },
    emptyUnread: {
      title: 'Nabasa mo na lahat',
      text: 'Nabasa na ang bawat notification.',
      action: 'Tingnan lahat ng notification',
    },
  },
  arrived: 'Bagong notification: {title}',
  highPriority: 'Mahalaga',
  actionNeeded: 'May kailangang gawin',
  marked:
    '{count, plural, one {# notification ang minarkahang nabasa.} other {# notification ang minarkahang nabasa.}}',
  markFailed: 'Hindi mamarkahang nabasa ang mga notification. Pakisubukan ulit.',
  desktop: {
    title: 'Desktop alerts',
    text: 'Makatanggap ng alerto sa computer o phone na ito kapag may dumating na notification habang nasa ibang tab ang Espasyo.',
    turnOn: 'I-on ang desktop alerts',
    asking: 'Tinatanong ang browser mo...',
    on: 'Naka-on ang desktop alerts sa browser na ito.',
    denied:
      'Bina-block ng browser mo ang mga alerto mula sa Espasyo. Para matanggap ang mga ito, payagan ang notifications para sa site na ito sa settings ng browser.',
  },
  time: {
    justNow: 'Ngayon lang',
    minutes: '{count} min ang nakalipas',
    hours: '{count} oras ang nakalipas',
  },
} as const satisfies Translation<typeof en>;
