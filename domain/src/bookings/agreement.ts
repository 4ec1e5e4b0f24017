/**
 * The rental agreement of a booking (issue 19, design §5): the listing's terms, the dates or
 * hours, units, amounts, the cancellation policy and both names, as sections of plain lines.
 * The same document is shown at checkout, signed by the client (a drawing, or the typed full
 * name), stored with its SHA-256 (of `agreementText`) and printed by both sides later. Pure:
 * the server hashes the text; the web renders the sections.
 */
import { z } from 'zod';
import type { CancellationPolicy } from '../listings/fields';
import { formatDay, formatTime } from '../format';
import { bookingMessages } from '../messages/bookings';
import { tenancyMessages } from '../messages/tenancies';
import type { QuoteLine } from '../pricing/quote';
import { textSchema } from '../schemas/text';
import { describeAllTerms } from './terms';

/**
 * Raised when a clause changes, so a stored agreement says which wording it was. Version 2 (issue
 * 30): titled by the listing, the booking's id as its reference, dates as the app writes them
 * ('Thu, 10 Dec 2026'), times as '9:00 AM', the zone by its name. Signed agreements keep the words
 * they were signed in.
 */
export const AGREEMENT_VERSION = 2;

/** An agreement's heading: the listing it is about (the pages show it for every version). */
export const agreementTitle = (listingTitle: string) => `Rental agreement: ${listingTitle}`;

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
  sections: AgreementSection[];
}

/** ₱1,234.50 (always two decimals in a contract). */
export function pesos(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}₱${whole}.${String(abs % 100).padStart(2, '0')}`;
}

const unitWords = { hour: ['hour', 'hours'], day: ['day', 'days'], month: ['month', 'months'] } as const;
const count = (n: number, unit: QuoteLine['unit']) => `${n} ${unitWords[unit][n === 1 ? 0 : 1]}`;

/** The zone's name in words: 'Philippine Standard Time' for Asia/Manila. */
const zoneName = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-PH', { timeZone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;

/** 'Thu, 10 Dec 2026, from 9:00 AM to 12:00 PM', or the days from the first's start to the last's end. */
function period(f: AgreementFacts): string {
  const zone = zoneName(f.timeZone, f.startsAt);
  const first = formatDay(f.startDate, f.timeZone);
  if (f.kind === 'tenancy') {
    const notice = tenancyMessages.noticePeriod(f.noticePeriodDays ?? 0);
    return `From the start of ${first}, month to month, billed on the same day each month, until either side gives notice (${zone}). ${notice}; the host gives at least 30 days’ notice.`;
  }
  if (f.kind === 'hours')
    return `${first}, from ${formatTime(f.startsAt, f.timeZone)} to ${formatTime(f.endsAt!, f.timeZone)} (${zone})`;
  if (!f.endDate || f.startDate === f.endDate) return `${first}, the whole day (${zone})`;
  return `From the start of ${first} to the end of ${formatDay(f.endDate, f.timeZone)} (${zone})`;
}

export function buildAgreement(f: AgreementFacts): Agreement {
  const t = bookingMessages.terms;
  return {
    title: agreementTitle(f.listingTitle),
    version: AGREEMENT_VERSION,
    sections: [
      {
        heading: 'The parties',
        lines: [
          `Host: ${f.hostName}`,
          `Client: ${f.clientName}`,
          `Made through ${f.platformName}, which holds the payment and keeps this agreement.`,
          `Booking reference: ${f.bookingId}`,
        ],
      },
      {
        heading: 'The space',
        lines: [
          `${f.listingTitle} (${f.listingType}), in ${f.area}`,
          `Units: ${f.units}`,
          `Access hours: ${f.accessHours || 'as agreed with the host'}`,
        ],
      },
      { heading: 'The period', lines: [period(f)] },
      {
        heading: 'The price',
        lines: [
          ...f.lines.map(
            (l) => `${count(l.count, l.unit)} × ${pesos(l.price)} × ${f.units} = ${pesos(l.amount * f.units)}`,
          ),
          `Subtotal: ${pesos(f.subtotal)}`,
          ...(f.tax > 0 ? [`Tax: ${pesos(f.tax)}`] : []),
          `Total paid by the client: ${pesos(f.total)}`,
        ],
      },
      {
        heading: `Cancellation: ${t.policyNames[f.cancellationPolicy]} policy`,
        lines: describeAllTerms(f.cancellationPolicy, f.cancellationFeePercentage),
      },
      {
        heading: 'Terms',
        lines: [
          'The host gives the client access to the space for the period above, during the access hours.',
          'The client keeps only lawful goods or vehicles in the space: nothing flammable, perishable, living or dangerous.',
          'The client leaves the space as they found it and returns any keys or passes at the end of the period.',
          'Neither side shares the other’s contact details or address with anyone else.',
          `Problems are raised first with the other side, then with ${f.platformName}'s support, whose decision on refunds follows the cancellation policy above.`,
        ],
      },
    ],
  };
}

/** The agreement as one text: what is signed and hashed (SHA-256) and printed. */
export function agreementText(a: Agreement): string {
  return [
    `${a.title} (version ${a.version})`,
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
