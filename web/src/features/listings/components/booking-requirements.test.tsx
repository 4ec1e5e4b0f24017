import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { MyVerification, VerificationRequirements } from '@espasyo/domain/contracts/verification';
import { buildPublicListing, buildUser, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { PriceBox } from './price-box';

// What a new renter must still verify, shown before the book button (issue 30).

const listing = buildPublicListing({ id: 'l1', instantBook: false, pricePerHour: null, pricePerDay: 15000 });
const newClient = buildUser({ emailVerified: true, phoneVerified: false, idVerified: false, verified: false });
const quote = {
  listingId: 'l1',
  from: '2026-12-01',
  to: '2026-12-03',
  days: 3,
  hours: null,
  units: 1,
  currency: 'PHP',
  lines: [{ unit: 'day', count: 3, price: 15000, amount: 45000 }],
  subtotal: 45000,
  taxRate: 0,
  tax: 0,
  total: 45000,
};
const check = (required: boolean, done: boolean) => ({ required, done });
const mine = (v: Partial<MyVerification> = {}): MyVerification => ({
  status: 'none',
  requestId: null,
  idType: null,
  reason: null,
  submittedAt: null,
  reviewedAt: null,
  files: [],
  usualReviewMinutes: 13,
  ...v,
});

function serve(requirements: VerificationRequirements, verification: MyVerification) {
  server.use(
    http.get('/api/listings/l1/quote', () => HttpResponse.json(quote)),
    http.get('/api/me/verification-requirements', () => HttpResponse.json(requirements)),
    http.get('/api/me/verification', () => HttpResponse.json(verification)),
  );
}

const open = (user = newClient) =>
  renderApp(<PriceBox listing={listing} />, {
    url: '/client/listing/l1?from=2026-12-01&to=2026-12-03',
    path: '/client/listing/:listingId',
    user,
  });

describe('what a renter must still verify before booking', () => {
  it('lists each required check with the way to finish it, says how long ID review takes, and holds the button', async () => {
    serve(
      {
        email: check(true, true),
        phone: check(true, false),
        id: check(true, false),
        backgroundCheck: check(false, false),
        satisfied: false,
      },
      mine(),
    );
    open();
    const panel = await screen.findByRole('region', { name: 'Before you can book' });
    expect(within(panel).getByText('Confirm your email address')).toHaveTextContent(
      'Confirm your email address · Done',
    );
    expect(within(panel).getByText('Confirm +63 917 123 4567 with a 6-digit code we text you.')).toBeInTheDocument();
    // Each open step leads to the part of the profile that finishes it; a done step has no link.
    expect(within(panel).getByRole('link', { name: 'Verify your phone →' })).toHaveAttribute(
      'href',
      '/client/profile#phone',
    );
    expect(within(panel).getByRole('link', { name: 'Upload your ID →' })).toHaveAttribute(
      'href',
      '/client/profile#id-verification',
    );
    expect(within(panel).queryByRole('link', { name: /Get a new link/ })).not.toBeInTheDocument();
    expect(within(panel).getByText('ID review usually takes about 13 minutes.')).toBeInTheDocument();

    const book = screen.getByRole('button', { name: 'Request to book' });
    expect(await screen.findByText('₱150 × 3 days')).toBeInTheDocument();
    expect(book).toBeDisabled();
    expect(screen.getByText('Finish the steps above to book.')).toBeInTheDocument();
  });

  it('while the ID is in review, says so, with no upload; a check not required is not asked for', async () => {
    serve(
      {
        email: check(false, false),
        phone: check(true, true),
        id: check(true, false),
        backgroundCheck: check(false, false),
        satisfied: false,
      },
      mine({ status: 'pending', usualReviewMinutes: 150 }),
    );
    open(buildUser({ emailVerified: false, phoneVerified: true, idVerified: false }));
    const panel = await screen.findByRole('region', { name: 'Before you can book' });
    expect(await within(panel).findByText(/Our team is checking your ID/)).toBeInTheDocument();
    expect(within(panel).getByText('ID review usually takes about 3 hours.')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /Upload your ID/ })).not.toBeInTheDocument();
    expect(within(panel).queryByText('Confirm your email address')).not.toBeInTheDocument();
  });

  it('shows nothing and lets the renter book once the settings ask for nothing more', async () => {
    serve(
      {
        email: check(true, true),
        phone: check(false, false),
        id: check(false, false),
        backgroundCheck: check(false, false),
        satisfied: true,
      },
      mine(),
    );
    open();
    const book = await screen.findByRole('button', { name: 'Request to book' });
    await waitFor(() => expect(book).toBeEnabled());
    expect(screen.queryByRole('region', { name: 'Before you can book' })).not.toBeInTheDocument();
  });

  it('asks nothing of a renter whose every check is done', async () => {
    server.use(http.get('/api/listings/l1/quote', () => HttpResponse.json(quote)));
    // An unhandled request (the requirements) would fail this test.
    open(buildUser({ emailVerified: true, phoneVerified: true, idVerified: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request to book' })).toBeEnabled());
    expect(screen.queryByRole('region', { name: 'Before you can book' })).not.toBeInTheDocument();
  });
});
