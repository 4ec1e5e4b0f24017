import { describe, expect, it } from 'vitest';
import { listingDraftSchema } from '@espasyo/domain/listings/schema';
import { draftOf, parseNumber, toDraft, toFormValues } from './form-values';
import { buildHostListing } from './host-listing.fixtures';
import { moved } from './reorder';

const listing = buildHostListing();

describe('the form’s values and the shared draft schema', () => {
  it('put a saved listing in the fields as the host would type it (pesos, not centavos)', () => {
    const v = toFormValues(listing);
    expect(v).toMatchObject({
      title: 'Covered slot near Ayala',
      description: '',
      latitude: '14.5547',
      pricePerHour: '50',
      pricePerDay: '150.50',
      pricePerMonth: '',
      covered: 'covered',
      instantBook: 'instant',
      capacity: '3',
    });
  });

  it('give back the same listing: saving an untouched step changes nothing', () => {
    const fields = Object.keys(listingDraftSchema.shape).filter((k) => k !== 'type') as never[];
    const draft = toDraft(toFormValues(listing), fields);
    const { type: _type, ...rest } = draftOf(listing);
    expect(draft).toEqual(rest);
    expect(listingDraftSchema.safeParse(draft).success).toBe(true);
  });

  it('send blanks as null (cleared), numbers as numbers, and what is not a number as NaN for the schema to refuse', () => {
    const v = {
      ...toFormValues(listing),
      width: '2,5',
      length: '',
      postalCode: ' ',
      capacity: 'ten',
      latitude: '14,5547',
    };
    const draft = toDraft(v, ['width', 'length', 'postalCode', 'capacity', 'latitude']);
    expect(draft.width).toBe(2.5); // a decimal comma
    expect(draft.length).toBeNull();
    expect(draft.postalCode).toBeNull();
    expect(draft.capacity).toBeNaN();
    expect(draft.latitude).toBe(14.5547); // a decimal comma where no point is
    const r = listingDraftSchema.pick({ capacity: true }).safeParse({ capacity: draft.capacity });
    expect(r.success).toBe(false);
  });
});

describe('moved: reordering the photos', () => {
  it('moves one item and shifts the others', () => {
    expect(moved(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

describe('parseNumber', () => {
  it('reads thousands separators and decimal commas apart', () => {
    expect(parseNumber('1,000')).toBe(1000);
    expect(parseNumber('12,345.5')).toBe(12345.5);
    expect(parseNumber('2,5')).toBe(2.5);
    expect(parseNumber('14.5547°')).toBe(14.5547);
    expect(parseNumber(' ')).toBeNull();
    expect(parseNumber('1,2,3')).toBeNaN();
  });
});
