import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { HostListing } from '@espasyo/domain/contracts/listings';
import { listingMessages } from '@espasyo/domain/messages/listings';
import { buildUser, errorBody, renderApp, screen, server, waitFor } from '@/testing/test-utils';
import ListingEditPage from '@/features/listings/routes/listing-edit';
import { buildHostListing } from './host-listing.fixtures';

const host = buildUser({ userType: 'host', type: 'host' });
const m = listingMessages;

/** The host's listing behind GET and PATCH /api/host/listings/l1; the PATCH bodies it received. */
function serveListing(listing: HostListing) {
  let current = listing;
  const patches: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/host/listings/l1', () => HttpResponse.json(current)),
    http.patch('/api/host/listings/l1', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      current = { ...current, ...body } as HostListing;
      return HttpResponse.json(current);
    }),
  );
  return patches;
}

const open = (step: string) =>
  renderApp(<ListingEditPage />, {
    url: `/host/listings/l1/edit?step=${step}`,
    path: '/host/listings/:listingId/edit',
    user: host,
  });

describe('the listing form', () => {
  it("shows the shared schema's message under the field, saves nothing, then saves the step and goes on", async () => {
    const patches = serveListing(buildHostListing());
    const { user, router } = open('basics');
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Shed');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(m.fields.title)).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toEqual([]);

    await user.clear(title);
    await user.type(title, 'Covered slot near Ayala Avenue');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'A covered slot in a gated building.');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=address'));
    expect(patches).toEqual([
      { title: 'Covered slot near Ayala Avenue', description: 'A covered slot in a gated building.' },
    ]);
  });

  it('marks what the step still needs for review, after saving what was typed', async () => {
    const patches = serveListing(buildHostListing({ accessHours: null }));
    const { user, router } = open('features');
    await user.click(await screen.findByRole('checkbox', { name: 'Gated' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(m.fields.accessHoursRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Access hours/ })).toHaveFocus();
    expect(patches[0]).toMatchObject({ features: ['cctv', 'gated'], accessHours: null });
    expect(router.state.location.search).toBe('?step=features');
  });

  it("puts the server's refusal under its field", async () => {
    serveListing(buildHostListing());
    server.use(
      http.patch('/api/host/listings/l1', () =>
        HttpResponse.json(
          errorBody('validation_error', 'Invalid', {
            barangayCode: 'Choose a barangay in the selected city or municipality',
          }),
          {
            status: 400,
          },
        ),
      ),
      http.get('/api/places/regions', () => HttpResponse.json({ items: [{ code: '1300000000', name: 'NCR' }] })),
      http.get('/api/places/regions/:code/provinces', () =>
        HttpResponse.json({ items: [{ code: '1300000000', name: 'Metro Manila' }] }),
      ),
      http.get('/api/places/provinces/:code/cities', () =>
        HttpResponse.json({
          items: [{ code: '1380300000', name: 'Makati City', kind: 'huc', lat: 14.55, lng: 121.02 }],
        }),
      ),
      http.get('/api/places/cities/:code/barangays', () =>
        HttpResponse.json({ items: [{ code: '1380300002', name: 'Bel-Air', district: null }] }),
      ),
    );
    const { user } = open('address');
    const barangay = await screen.findByRole('combobox', { name: /^Barangay/ });
    await waitFor(() => expect(barangay).toBeEnabled());
    await user.selectOptions(barangay, 'Bel-Air');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Choose a barangay in the selected city or municipality')).toBeInTheDocument();
    expect(barangay).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes prices in pesos and saves centavos', async () => {
    const patches = serveListing(buildHostListing());
    const { user, router } = open('prices');
    const day = await screen.findByLabelText('Per day');
    await user.clear(day);
    await user.type(day, '1,500.50');
    expect(screen.getByText('Renters see ₱1,500.50 per day.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Per month'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(m.fields.price)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Per month'));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=review'));
    // Saved once: what was typed ('1,500.50') counts as saved, so going on does not save again.
    expect(patches).toHaveLength(1);
    expect(patches[0]).toMatchObject({ pricePerHour: 5000, pricePerDay: 150050, pricePerMonth: null });
  });

  it('asks for the notice to end a monthly rental once there is a monthly price, and saves it (issue 32)', async () => {
    const patches = serveListing(buildHostListing({ pricePerMonth: null, noticePeriodDays: 7 }));
    const { user, router } = open('prices');
    const month = await screen.findByLabelText('Per month');
    const notice = () => screen.queryByRole('combobox', { name: 'Notice to end a monthly rental' });
    expect(notice()).not.toBeInTheDocument();
    await user.type(month, '2,500');
    expect(notice()).toHaveValue('7');
    expect(notice()).toHaveAccessibleDescription(
      'Your terms for a monthly rental with no end date: the notice the renter gives to end it. You give them at least 30 days.',
    );
    expect([...notice()!.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'No notice: any day',
      '7 days',
      '14 days',
      '30 days',
    ]);
    await user.selectOptions(notice()!, '30 days');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=review'));
    expect(patches[0]).toMatchObject({ pricePerMonth: 250000, noticePeriodDays: 30 });
  });

  it("shows the listing's notice period, hides it when the monthly price is cleared, and shows the server's refusal under it", async () => {
    serveListing(buildHostListing({ pricePerMonth: 300000, noticePeriodDays: 14 }));
    server.use(
      http.patch('/api/host/listings/l1', () =>
        HttpResponse.json(
          errorBody('validation_error', 'Check the marked fields.', { noticePeriodDays: m.fields.noticePeriodDays }),
          { status: 400 },
        ),
      ),
    );
    const { user } = open('prices');
    const notice = await screen.findByRole('combobox', { name: 'Notice to end a monthly rental' });
    expect(notice).toHaveValue('14');
    await user.selectOptions(notice, 'No notice: any day');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(m.fields.noticePeriodDays)).toBeInTheDocument();
    expect(notice).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Per month'));
    expect(screen.queryByRole('combobox', { name: 'Notice to end a monthly rental' })).not.toBeInTheDocument();
  });

  it('submits the listing for review, which earns the offer to install the app (decision 0094)', async () => {
    const listing = buildHostListing({ status: 'draft' });
    serveListing(listing);
    server.use(
      http.get('/api/listings/l1', () => HttpResponse.json(errorBody('not_found', 'Not found'), { status: 404 })),
      http.post('/api/host/listings/l1/submit', () => HttpResponse.json({ ...listing, status: 'pending_review' })),
    );
    const { user } = open('review');
    expect(localStorage.getItem('espasyo.install.earned')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(localStorage.getItem('espasyo.install.earned')).toBe('listing'));
    localStorage.clear();
  });

  it("shows the server's verification refusal with a link to each check still to do", async () => {
    const listing = buildHostListing({ status: 'draft' });
    serveListing(listing);
    server.use(
      http.get('/api/listings/l1', () => HttpResponse.json(errorBody('not_found', 'Not found'), { status: 404 })),
      http.get('/api/me/verification-requirements', () =>
        HttpResponse.json({
          email: { required: true, done: true },
          phone: { required: true, done: false },
          id: { required: true, done: false },
          backgroundCheck: { required: true, done: false },
          satisfied: false,
        }),
      ),
      http.post('/api/host/listings/l1/submit', () =>
        HttpResponse.json(
          errorBody('verification_required', m.verificationRequired('phone number and government ID')),
          { status: 403 },
        ),
      ),
    );
    const { user } = open('review');
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(
      await screen.findByText('Before you publish a listing, verify your phone number and government ID.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Verify your mobile number/ })).toHaveAttribute(
      'href',
      '/host/profile#phone',
    );
    expect(screen.getByRole('link', { name: /Upload a government ID/ })).toHaveAttribute(
      'href',
      '/host/profile#id-verification',
    );
    // security.backgroundCheckRequired: the check our team makes is listed too (issue 30).
    expect(screen.getByRole('link', { name: /See your background check/ })).toHaveAttribute(
      'href',
      '/host/profile#background-check',
    );
    expect(screen.queryByRole('link', { name: /Confirm your email/ })).not.toBeInTheDocument();
    expect(localStorage.getItem('espasyo.install.earned')).toBeNull();
  });

  it("lists the server's listing_incomplete refusal by the step that fixes each field", async () => {
    serveListing(buildHostListing({ status: 'draft' }));
    server.use(
      http.get('/api/listings/l1', () => HttpResponse.json(errorBody('not_found', 'Not found'), { status: 404 })),
      http.post('/api/host/listings/l1/submit', () =>
        HttpResponse.json(errorBody('listing_incomplete', m.incomplete, { photos: m.photos.required }), {
          status: 400,
        }),
      ),
    );
    const { user } = open('review');
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Fix these before you submit')).toBeInTheDocument();
    expect(screen.getByText(m.photos.required)).toBeInTheDocument();
  });
});
