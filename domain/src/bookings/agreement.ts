/**
 * The rental agreement of a booking (issue 19, design §5): the listing's terms, the dates or
 * hours, units, amounts, the cancellation policy and both names, as sections of plain lines.
 * The same document is shown at checkout, signed by the client (a drawing, or the typed full
 * name), stored with its SHA-256 (of `agreementText`) and printed by both sides later. Pure:
 * the server hashes the text; the web renders the sections.
 */
import { z } from 'zod';
import type { CancellationPolicy } from '../listings/fields';
import { formatDay, formatTime, type FormatLanguage } from '../format';
import type { MessageValues, Messages } from '../i18n/catalog';
import type agreementSource from '../i18n/en/agreementText';
import { bookingMessages } from '../messages/bookings';
import { tenancyMessages } from '../messages/tenancies';
import type { QuoteLine } from '../pricing/quote';
import { textSchema } from '../schemas/text';
import { describeAllTerms, type TermsWords } from './terms';

/**
 * Raised when a clause changes, so a stored agreement says which wording it was. Version 2 (issue
 * 30): titled by the listing, the booking's id as its reference, dates as the app writes them
 * ('Thu, 10 Dec 2026'), times as '9:00 AM', the zone by its name. Signed agreements keep the words
 * they were signed in.
 */
export const AGREEMENT_VERSION = 2;

/**
 * The agreement's words in one language (issue 34): the catalogue's `agreementText` compiled (the
 * server's, in the reader's language) or English (`englishAgreementWords`, the default), with the
 * cancellation terms' words and the language its dates and time zone are written in.
 */
export interface AgreementWords {
  lang: FormatLanguage;
  text: Omit<Messages<typeof agreementSource>, 'terms'>;
  terms: TermsWords;
}

const s = (v: MessageValues, key: string) => String(v[key]);
const n = (v: MessageValues, key: string) => Number(v[key]);
const unitWords = { hour: ['hour', 'hours'], day: ['day', 'days'], month: ['month', 'months'] } as const;
const countOf = (unit: keyof typeof unitWords) => (v: MessageValues) =>
  `${n(v, 'count')} ${unitWords[unit][n(v, 'count') === 1 ? 0 : 1]}`;

/** The agreement in English, word for word as it has been signed since version 2. */
export const englishAgreementWords: AgreementWords = {
  lang: 'en',
  text: {
    title: (v) => `Rental agreement: ${s(v, 'listing')}`,
    heading: (v) => `${s(v, 'title')} (version ${s(v, 'version')})`,
    parties: {
      heading: 'The parties',
      host: (v) => `Host: ${s(v, 'name')}`,
      client: (v) => `Client: ${s(v, 'name')}`,
      madeThrough: (v) => `Made through ${s(v, 'platform')}, which holds the payment and keeps this agreement.`,
      reference: (v) => `Booking reference: ${s(v, 'id')}`,
    },
    space: {
      heading: 'The space',
      line: (v) => `${s(v, 'listing')} (${s(v, 'type')}), in ${s(v, 'area')}`,
      units: (v) => `Units: ${s(v, 'units')}`,
      accessHours: (v) => `Access hours: ${s(v, 'hours')}`,
      asAgreed: 'as agreed with the host',
    },
    period: {
      heading: 'The period',
      tenancy: (v) =>
        `From the start of ${s(v, 'first')}, month to month, billed on the same day each month, until either side gives notice (${s(v, 'zone')}). ${tenancyMessages.noticePeriod(n(v, 'days'))}; the host gives at least 30 days’ notice.`,
      hours: (v) => `${s(v, 'day')}, from ${s(v, 'from')} to ${s(v, 'to')} (${s(v, 'zone')})`,
      wholeDay: (v) => `${s(v, 'day')}, the whole day (${s(v, 'zone')})`,
      days: (v) => `From the start of ${s(v, 'first')} to the end of ${s(v, 'last')} (${s(v, 'zone')})`,
    },
    price: {
      heading: 'The price',
      line: (v) => `${s(v, 'count')} × ${s(v, 'price')} × ${s(v, 'units')} = ${s(v, 'amount')}`,
      count: { hour: countOf('hour'), day: countOf('day'), month: countOf('month') },
      subtotal: (v) => `Subtotal: ${s(v, 'amount')}`,
      tax: (v) => `Tax: ${s(v, 'amount')}`,
      total: (v) => `Total paid by the client: ${s(v, 'amount')}`,
    },
    cancellation: {
      heading: (v) => `Cancellation: ${s(v, 'policy')} policy`,
      policyNames: bookingMessages.terms.policyNames,
    },
    clauses: {
      heading: 'Terms',
      access: 'The host gives the client access to the space for the period above, during the access hours.',
      goods:
        'The client keeps only lawful goods or vehicles in the space: nothing flammable, perishable, living or dangerous.',
      leave: 'The client leaves the space as they found it and returns any keys or passes at the end of the period.',
      privacy: 'Neither side shares the other’s contact details or address with anyone else.',
      problems: (v) =>
        `Problems are raised first with the other side, then with ${s(v, 'platform')}'s support, whose decision on refunds follows the cancellation policy above.`,
    },
  },
  terms: bookingMessages.terms,
};

/** An agreement's heading: the listing it is about (the pages show it for every version). */
export const agreementTitle = (listingTitle: string) => englishAgreementWords.text.title({ listing: listingTitle });

export interface AgreementFacts {
  bookingId: string;
  platformName: string;
  hostName: string;
  clientName: string;
  listingTitle: string;
  listingType: 'storage' | 'parking' | 'warehouse';
  /** Barangay, city and province: the street comes with the paid booking. */
  area: string;
  accessHours: string | null;
  /** tenancy: month to month from its start until notice (issue 32). */
  kind: 'days' | 'hours' | 'tenancy';
  startDate: string;
  /** null: a tenancy with no end date yet. */
  endDate: string | null;
  /** For hours: the start and the end, instants read in `timeZone`. */
  startsAt: Date;
  endsAt: Date | null;
  /** A tenancy's notice period (the client's), in days. */
  noticePeriodDays?: number | null;
  timeZone: string;
  units: number;
  lines: QuoteLine[];
  subtotal: number;
  tax: number;
  total: number;
  cancellationPolicy: CancellationPolicy;
  cancellationFeePercentage: number;
}

export interface AgreementSection {
  heading: string;
  lines: string[];
}

export interface Agreement {
  title: string;
  version: number;
  /** The language it is written in, when not English (issue 34): a signed one keeps it. */
  language?: FormatLanguage;
  sections: AgreementSection[];
}

/** ₱1,234.50 (always two decimals in a contract). */
export function pesos(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}₱${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** The zone's name in words: 'Philippine Standard Time' for Asia/Manila (in Filipino, CLDR's). */
const zoneName = (timeZone: string, at: Date, lang: FormatLanguage) =>
  new Intl.DateTimeFormat(lang === 'fil' ? 'fil-PH' : 'en-PH', { timeZone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;

/** 'Thu, 10 Dec 2026, from 9:00 AM to 12:00 PM', or the days from the first's start to the last's end. */
function period(f: AgreementFacts, w: AgreementWords): string {
  const p = w.text.period;
  const zone = zoneName(f.timeZone, f.startsAt, w.lang);
  const first = formatDay(f.startDate, f.timeZone, w.lang);
  if (f.kind === 'tenancy') return p.tenancy({ first, zone, days: f.noticePeriodDays ?? 0 });
  if (f.kind === 'hours')
    return p.hours({
      day: first,
      from: formatTime(f.startsAt, f.timeZone),
      to: formatTime(f.endsAt!, f.timeZone),
      zone,
    });
  if (!f.endDate || f.startDate === f.endDate) return p.wholeDay({ day: first, zone });
  return p.days({ first, last: formatDay(f.endDate, f.timeZone, w.lang), zone });
}

export function buildAgreement(f: AgreementFacts, w: AgreementWords = englishAgreementWords): Agreement {
  const t = w.text;
  const amount = (centavos: number) => ({ amount: pesos(centavos) });
  return {
    title: t.title({ listing: f.listingTitle }),
    version: AGREEMENT_VERSION,
    ...(w.lang === 'en' ? {} : { language: w.lang }),
    sections: [
      {
        heading: t.parties.heading,
        lines: [
          t.parties.host({ name: f.hostName }),
          t.parties.client({ name: f.clientName }),
          t.parties.madeThrough({ platform: f.platformName }),
          t.parties.reference({ id: f.bookingId }),
        ],
      },
      {
        heading: t.space.heading,
        lines: [
          t.space.line({ listing: f.listingTitle, type: f.listingType, area: f.area }),
          t.space.units({ units: f.units }),
          t.space.accessHours({ hours: f.accessHours || t.space.asAgreed }),
        ],
      },
      { heading: t.period.heading, lines: [period(f, w)] },
      {
        heading: t.price.heading,
        lines: [
          ...f.lines.map((l) =>
            t.price.line({
              count: t.price.count[l.unit]({ count: l.count }),
              price: pesos(l.price),
              units: f.units,
              amount: pesos(l.amount * f.units),
            }),
          ),
          t.price.subtotal(amount(f.subtotal)),
          ...(f.tax > 0 ? [t.price.tax(amount(f.tax))] : []),
          t.price.total(amount(f.total)),
        ],
      },
      {
        heading: t.cancellation.heading({ policy: t.cancellation.policyNames[f.cancellationPolicy] }),
        lines: describeAllTerms(f.cancellationPolicy, f.cancellationFeePercentage, w.terms),
      },
      {
        heading: t.clauses.heading,
        lines: [
          t.clauses.access,
          t.clauses.goods,
          t.clauses.leave,
          t.clauses.privacy,
          t.clauses.problems({ platform: f.platformName }),
        ],
      },
    ],
  };
}

/**
 * The agreement as one text: what is signed and hashed (SHA-256) and printed. Its first line in
 * the agreement's language (`heading`: English's '… (version 2)' unless given).
 */
export function agreementText(
  a: Agreement,
  heading: AgreementWords['text']['heading'] = englishAgreementWords.text.heading,
): string {
  return [
    heading({ title: a.title, version: a.version }),
    ...a.sections.flatMap((s) => ['', s.heading, ...s.lines.map((l) => `- ${l}`)]),
  ].join('\n');
}

/** A drawn signature: a PNG as a data URL, at most this long (about 150 KB of image). */
export const SIGNATURE_MAX_LENGTH = 200_000;
const a = bookingMessages.agreement;

/**
 * How the client signs (the form and the route): a drawing on the canvas, or, by keyboard,
 * their full name typed. The server checks the drawing is a real PNG and the name is theirs.
 */
export const agreementSignSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('drawn'),
    image: z
      .string()
      .max(SIGNATURE_MAX_LENGTH, a.drawingTooLarge)
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, a.drawingInvalid),
  }),
  z.object({ kind: z.literal('typed'), name: textSchema().trim().min(1, a.nameRequired).max(100, a.nameRequired) }),
]);
export type AgreementSignInput = z.infer<typeof agreementSignSchema>;

/** The same name, whatever the case and spacing. */
export const sameName = (typed: string, name: string) =>
  typed.trim().replace(/\s+/g, ' ').toLowerCase() === name.trim().replace(/\s+/g, ' ').toLowerCase();
