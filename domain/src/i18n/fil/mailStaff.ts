import type { Translation } from '../catalog';
import type en from '../en/mailStaff';

/** Filipino of en/mailStaff.ts; terms as glossary.md fixes them. */
export default {
  alerts: {
    job: {
      title: 'Pumalya ang naka-schedule na job: {job}',
      message: 'Pumalya ang huling takbo: {error} Patakbuhin itong muli mula sa Admin tools kapag naayos na ang sanhi.',
    },
    webhook: {
      title: 'Pumalya ang payment webhook: {gateway}',
      message:
        'Hindi ma-proseso ang event {event}: {error} Susubukan itong muli; aayusin ng reconciliation ang hindi ma-proseso.',
    },
    outbox: {
      title: 'Itinigil na ang pagpapadala: {what}',
      message: '{summary}: {error} Hindi na ito susubukang muli maliban kung i-retry ito ng staff mula sa Admin tools.',
      what: {
        email: 'Ang pagpapadala ng email',
        sms: 'Ang pagpapadala ng text message',
        file_delete: 'Ang pag-delete ng mga file',
        realtime: 'Ang realtime push',
        payment_refund: 'Ang pagpapadala ng refund sa payment gateway',
        payment_close_checkout: 'Ang pagsasara ng checkout sa payment gateway',
        payment_webhook: 'Ang pag-proseso ng event ng payment gateway',
        payout_send: 'Ang pagpapadala ng payout',
        notification_fanout: 'Ang live push ng notification na ipinadala sa isang grupo',
        announcement_email: 'Ang pag-email ng anunsyo sa mga pumiling tumanggap ng balita at alok',
        maintenance_email: 'Ang pag-email sa mga user na nagsimula na ang maintenance',
        other: 'Ang pagpapadala',
      },
    },
    payout: {
      title: 'May payout na pumalya',
      message: 'Pumalya ang payout na {amount} kay {host}: {reason} Magagamit na ulit ng host ang pera.',
    },
    reconciliation: {
      message:
        '{count, plural, other {{count} pagkakaiba}} sa pagitan ng ledger at {gateway}. Nakalista ang bawat isa sa report sa Mga bayad.',
      failed: 'Hindi natuloy ang reconciliation: {error}',
    },
    heldBack: '{message} ({count} pa na kaparehong uri sa nakaraang oras.)',
  },
  reconciliation: {
    subject: '{platform}: hindi tugma ang reconciliation ng {day} sa {gateway}',
    failedSubject: '{platform}: hindi natuloy ang reconciliation ng {day} sa {gateway}',
    found: 'Nakita ng araw-araw na reconciliation ng {day} ang hindi tugma sa pagitan ng aming ledger at {gateway}:',
    failed: 'Hindi ma-contact ng araw-araw na reconciliation ng {day} ang {gateway}: {error}',
    line: '{kind}: {item} {ref} (ledger {ledger}, gateway {gateway})',
    more: 'at {count} pa',
    seeReport: 'Tingnan ang report: {url}',
    kinds: {
      missing_at_gateway: 'Wala sa gateway',
      missing_in_ledger: 'Wala sa aming ledger',
      amount_mismatch: 'Magkaiba ang halaga',
      fee_mismatch: 'Magkaiba ang fee (para sa kaalaman)',
    },
    items: { payment: 'bayad', refund: 'refund' },
  },
  report: {
    subject:
      '{interval, select, daily {Araw-araw na} weekly {Lingguhang} other {Buwanang}} report ng {platform}: {period}',
    intro:
      'Ang {interval, select, daily {araw-araw na} weekly {lingguhang} other {buwanang}} buod ng {platform} para sa {period}:',
    bookingsRequested: 'Mga hiniling na booking: {count}',
    bookingsConfirmed: 'Mga kumpirmadong booking: {count}',
    payments: 'Mga bayad: {count, plural, other {{count} bayad}}, {amount}',
    refunds: 'Mga refund: {amount}',
    revenue: 'Kita ng platform: {amount}',
    newUsers: 'Mga bagong user: {clients, plural, other {{clients} umuupa}}, {hosts, plural, other {{hosts} host}}',
    disputes: 'Mga reklamo: {opened} binuksan, {resolved} naresolba',
    dashboard: 'Ang dashboard: {url}',
    why: 'Natatanggap ng mga administrator ang report na ito {interval, select, daily {araw-araw} weekly {tuwing Lunes} other {tuwing ika-1 ng buwan}} (Settings, Mga Notification: Dalas ng report).',
  },
} satisfies Translation<typeof en>;
