import type { Translation } from '../catalog';
import type en from '../en/mailTenancy';

/** Filipino of en/mailTenancy.ts; terms as glossary.md fixes them. */
export default {
  subject: '{title}: {news}',
  link: '{label}: {url}',
  links: {
    payIt: 'Bayaran ito',
    seeBills: 'Tingnan ang mga bill',
    seeTenancy: 'Tingnan ang upa',
    seeYourTenancy: 'Tingnan ang iyong upa',
  },
  bills: {
    overdueLabel: 'Overdue',
    reminderToday: 'Due na ngayong araw ang iyong buwanang bill na {amount}.',
    reminder: 'Due ang iyong buwanang bill na {amount} sa loob ng {days, plural, other {# araw}}, sa {day}.',
    autopayReminder: 'Sisingilin ang {amount} sa naka-save mong card sa {day}.',
    overdue:
      'Due noong {day} ang iyong buwanang bill na {amount}. Bayaran ito ngayon para hindi mawala ang iyong espasyo.',
    hostOverdue: 'Hindi pa bayad ang buwanang bill na {amount} na due noong {day}.',
    paidClient: 'Salamat: bayad na ang iyong buwanang bill na {amount} na due sa {day}.',
    paidHost: 'Bayad na ang buwanang bill na {amount} na due sa {day}.',
    repriced: '{amount} na ngayon ang buwanang bill na due sa {day}.',
    voided: 'Void na ang buwanang bill na {amount} na due sa {day}: wala nang babayaran para dito.',
    voidedReason:
      'Void na ang buwanang bill na {amount} na due sa {day}: wala nang babayaran para dito. Dahilan: {reason}',
    graceEnded:
      'Hindi pa rin bayad ang bill na {amount} na due noong {day}. Puwede mo nang tapusin ang upa nang may abisong {days, plural, other {# araw}}.',
  },
  price: {
    subject: 'Bagong buwanang presyo: {title}',
    changed:
      'Magiging {amount} bawat unit ang buwanang presyo ng “{title}” simula sa bill na due sa {day}. Kung ayaw mong bayaran ito, puwede kang magbigay ng abiso bago noon.',
  },
  autopay: {
    needsApproval:
      'Kailangan ng pag-apruba mo ang iyong card: bayaran dito ang bill na ito na {amount} na due sa {day}.',
    declined: 'Na-decline ang naka-save mong card para sa bill na {amount} na due sa {day}. Bayaran ito dito.',
  },
  staff: {
    nonPaymentTitle: 'Tinapos ang upa dahil sa hindi pagbabayad: {title}',
    nonPayment:
      'Tinapos ng host ng “{title}” ang isang buwanang upa dahil sa hindi pagbabayad: matatapos ito sa {day}. Tingnan ang mga hindi nabayarang bill.',
  },
} satisfies Translation<typeof en>;
