import { englishAgreementWords, type AgreementWords } from '@espasyo/domain/bookings/agreement';
import { bookingDates, type BookingPeriodFacts } from '@espasyo/domain/bookings/dates';
import { englishReceiptWords, type ReceiptWords } from '@espasyo/domain/bookings/receipt';
import type { TermsWords } from '@espasyo/domain/bookings/terms';
import { formatDay, formatTime } from '@espasyo/domain/format';
import { DEFAULT_LANGUAGE, type Language } from '@espasyo/domain/i18n/languages';
import { bookingMessages } from '@espasyo/domain/messages/bookings';
import { englishInvoiceWords, type InvoiceWords } from '@espasyo/domain/money/invoice-document';
import { messagesFor } from './i18n';

/**
 * The words of the documents the server writes (issue 34), in their reader's language: the
 * receipt, the invoice, the rental agreement and the cancellation terms. English is the domain's
 * own words, byte for byte what they always said (document-words.test.ts checks the catalogue's
 * English says the same); another language is the catalogue's (`documents`, `agreementText`).
 */

/** A cancellation policy's terms (bookings/terms.ts). */
export const termsWordsIn = (lang: Language): TermsWords =>
  lang === DEFAULT_LANGUAGE ? bookingMessages.terms : catalogueTermsWords(lang);

/** The rental agreement (bookings/agreement.ts). */
export const agreementWordsIn = (lang: Language): AgreementWords =>
  lang === DEFAULT_LANGUAGE ? englishAgreementWords : catalogueAgreementWords(lang);

/** The acknowledgement receipt (bookings/receipt.ts). */
export const receiptWordsIn = (lang: Language): ReceiptWords =>
  lang === DEFAULT_LANGUAGE ? englishReceiptWords : catalogueReceiptWords(lang);

/** The fee invoice or credit memo (money/invoice-document.ts). */
export const invoiceWordsIn = (lang: Language): InvoiceWords =>
  lang === DEFAULT_LANGUAGE ? englishInvoiceWords : catalogueInvoiceWords(lang);

/** The terms' words as the catalogue has them in `lang` (its English is checked against the domain's). */
export function catalogueTermsWords(lang: Language): TermsWords {
  const t = messagesFor(lang, 'agreementText').terms;
  return {
    ...t,
    percentRefund: (percent) => t.percentRefund({ percent }),
    lessFee: (percent) => t.lessFee({ percent }),
    until: (time) => t.until({ time }),
    hours: (count) => t.hours({ count }),
    days: (count) => t.days({ count }),
  };
}

export const catalogueAgreementWords = (lang: Language): AgreementWords => ({
  lang,
  text: messagesFor(lang, 'agreementText'),
  terms: catalogueTermsWords(lang),
});

export function catalogueReceiptWords(lang: Language): ReceiptWords {
  const r = messagesFor(lang, 'documents').receipt;
  return {
    lang,
    heading: r.heading,
    subheading: r.subheading,
    amountPaid: r.amountPaid,
    amountRefunded: r.amountRefunded,
    testMode: r.testMode,
    footer: (platform) => r.footer({ platform }),
    onBehalf: (platform) => r.onBehalf({ platform }),
    sections: r.sections,
    rows: { ...r.rows, tax: (percent) => r.rows.tax({ percent }) },
    reasons: r.reasons,
    cancelledBy: r.cancelledBy,
    gateways: r.gateways,
    methods: r.methods,
    noMethod: r.noMethod,
    count: (count, unit) => r.count[unit]({ count }),
    units: (count) => r.units({ count }),
  };
}

export function catalogueInvoiceWords(lang: Language): InvoiceWords {
  const d = messagesFor(lang, 'documents').invoice;
  const monthName = new Intl.DateTimeFormat(`${lang}-PH`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  /** The booking's short reference on a line: its id's last 8 characters. */
  const ref = (bookingId: string) => bookingId.slice(-8).toUpperCase();
  return {
    lang,
    kinds: d.kinds,
    document: {
      ...d,
      lineFee: (listing, bookingId) => d.lineFee({ listing, booking: ref(bookingId) }),
      lineRefund: (listing, bookingId) => d.lineRefund({ listing, booking: ref(bookingId) }),
      vat: (rate) => d.vat({ rate }),
      invoiceIntro: (month) => d.invoiceIntro({ month }),
      creditIntro: (month) => d.creditIntro({ month }),
    },
    // 'YYYY-MM' → 'Nobyembre 2026'.
    month: (month) => monthName.format(new Date(`${month}-15T00:00:00Z`)),
  };
}

/**
 * A booking's dates (bookings/dates.ts' bookingDates) in `lang`: 'Biy, 1 Ene 2027 – Huw, 14 Ene
 * 2027', 'Sab, 5 Dis 2026, 9:00 AM – 12:00 PM', a tenancy's 'Buwanan simula …'.
 */
export function bookingDatesIn(b: BookingPeriodFacts, timeZone: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE) return bookingDates(b, timeZone);
  const day = (value: string | Date) => formatDay(value, timeZone, lang);
  if (b.kind === 'tenancy') {
    const line = messagesFor(lang, 'tenancy').line;
    const first = day(b.startDate);
    return b.endDate ? line.ended({ from: first, to: day(b.endDate) }) : line.startsOn({ day: first });
  }
  if (b.kind === 'hours') {
    const startsAt = new Date(b.startsAt);
    return `${day(startsAt)}, ${formatTime(startsAt, timeZone)} – ${formatTime(new Date(b.endsAt!), timeZone)}`;
  }
  const first = day(b.startDate);
  const last = day(b.endDate!);
  return first === last ? first : `${first} – ${last}`;
}
