import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { BookingAgreement } from '@espasyo/domain/contracts/bookings';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, errorBody, renderApp, screen, server, within } from '@/testing/test-utils';
import ClientAgreementPage from './client-agreement';
import HostAgreementPage from './host-agreement';
import { buildAgreement, drawnSignature, typedSignature } from '../agreement.fixtures';
import { buildBooking } from '../booking.fixtures';

function serve(agreement: BookingAgreement) {
  server.use(
    http.get('/api/bookings/b1', () => HttpResponse.json(buildBooking({ status: 'confirmed', actions: [] }))),
    http.get('/api/bookings/b1/agreement', () => HttpResponse.json(agreement)),
  );
}

const openAsClient = () =>
  renderApp(<ClientAgreementPage />, {
    url: '/client/bookings/b1/agreement',
    path: '/client/bookings/:bookingId/agreement',
    user: buildUser({ userType: 'client', type: 'client' }),
  });

afterEach(() => vi.restoreAllMocks());

describe('the printable rental agreement', () => {
  it('shows the sections, the drawn signature with who signed and when, and the fingerprint; Print prints', async () => {
    const agreement = buildAgreement({ signed: drawnSignature });
    serve(agreement);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = openAsClient();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rental agreement: Dry room in Bel-Air' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tue, 1 Dec 2026 – Thu, 3 Dec 2026 · version 2')).toBeInTheDocument();
    for (const section of agreement.sections)
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    expect(screen.getByText('Total paid by the client: ₱1,008.00')).toBeInTheDocument();
    const signature = screen.getByRole('region', { name: 'Signature' });
    expect(within(signature).getByRole('img', { name: 'Signature of Bea Villanueva' })).toHaveAttribute(
      'src',
      '/api/bookings/b1/agreement/signature',
    );
    expect(within(signature).getByText(/^Signed by/).textContent).toBe(
      'Signed by Bea Villanueva on Tue, 24 Nov 2026, 11:30 AM',
    );
    const fingerprint = screen.getByRole('region', { name: 'Document fingerprint' });
    expect(within(fingerprint).getByText(agreement.sha256)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the booking' })).toHaveAttribute('href', '/client/bookings/b1');

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("heads an agreement signed in the first wording with the listing's title too, not the booking's id", async () => {
    serve(buildAgreement({ title: 'Rental agreement for booking b1', version: 1, signed: typedSignature }));
    openAsClient();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rental agreement: Dry room in Bel-Air' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/for booking b1/)).not.toBeInTheDocument();
  });

  it('shows a typed signature as the name, for the host too, with the way back to their booking page', async () => {
    serve(buildAgreement({ signed: typedSignature }));
    renderApp(<HostAgreementPage />, {
      url: '/host/bookings/b1/agreement',
      path: '/host/bookings/:bookingId/agreement',
      user: buildUser({ userType: 'host', type: 'host' }),
    });
    const signature = await screen.findByRole('region', { name: 'Signature' });
    expect(within(signature).getByText('Bea Villanueva', { selector: 'p' })).toHaveClass('font-signature');
    expect(within(signature).queryByRole('img')).not.toBeInTheDocument();
    expect(within(signature).getByText(/^Signed by/).textContent).toMatch(/by typing their full name$/);
    expect(screen.getByRole('link', { name: 'Back to the booking' })).toHaveAttribute('href', '/host/bookings/b1');
  });

  it('says when it is not signed yet', async () => {
    serve(buildAgreement());
    openAsClient();
    expect(await screen.findByText('Not signed yet: the client signs at checkout, before paying.')).toBeInTheDocument();
  });

  it("says plainly when the booking is not the account's", async () => {
    server.use(
      http.get('/api/bookings/b1', () =>
        HttpResponse.json(errorBody('not_found', 'Booking not found'), { status: 404 }),
      ),
      http.get('/api/bookings/b1/agreement', () =>
        HttpResponse.json(errorBody('not_found', 'Booking not found'), { status: 404 }),
      ),
    );
    openAsClient();
    expect(await screen.findByText('This booking was not found')).toBeInTheDocument();
  });
});

describe('the printable rental agreement on a Filipino page (issue 34)', () => {
  it('heads a Filipino agreement in Filipino; one signed in English keeps its English title', async () => {
    await loadMessages('fil', NAMESPACES);
    serve(buildAgreement({ language: 'fil', title: 'Kontrata ng upa: Dry room in Bel-Air' }));
    const page = renderApp(<ClientAgreementPage />, {
      url: '/client/bookings/b1/agreement',
      path: '/client/bookings/:bookingId/agreement',
      user: buildUser({ userType: 'client', type: 'client' }),
      lang: 'fil',
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Kontrata ng upa: Dry room in Bel-Air' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'fil');
    page.unmount();

    serve(buildAgreement({ language: 'en', signed: typedSignature }));
    renderApp(<ClientAgreementPage />, {
      url: '/client/bookings/b1/agreement',
      path: '/client/bookings/:bookingId/agreement',
      user: buildUser({ userType: 'client', type: 'client' }),
      lang: 'fil',
    });
    const english = await screen.findByRole('heading', { level: 1, name: 'Rental agreement: Dry room in Bel-Air' });
    expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'I-print' })).toBeInTheDocument();
  });
});
