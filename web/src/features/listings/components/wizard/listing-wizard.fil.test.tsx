import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { HostListing } from '@espasyo/domain/contracts/listings';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import ListingEditPage from '@/features/listings/routes/listing-edit';
import ListingNewPage from '@/features/listings/routes/listing-new';
import { buildHostListing } from './host-listing.fixtures';

const host = buildUser({ userType: 'host', type: 'host' });

function serveListing(listing: HostListing) {
  server.use(
    http.get('/api/host/listings/l1', () => HttpResponse.json(listing)),
    http.get('/api/places/regions', () => HttpResponse.json({ items: [{ code: '1300000000', name: 'NCR' }] })),
    http.get('/api/places/regions/:code/provinces', () =>
      HttpResponse.json({ items: [{ code: '1300000000', name: 'Metro Manila' }] }),
    ),
    http.get('/api/places/provinces/:code/cities', () =>
      HttpResponse.json({ items: [{ code: '1380300000', name: 'Makati City', kind: 'huc', lat: 14.55, lng: 121.02 }] }),
    ),
    http.get('/api/places/cities/:code/barangays', () =>
      HttpResponse.json({ items: [{ code: '1380300002', name: 'Bel-Air', district: null }] }),
    ),
  );
}

const edit = (step: string) =>
  renderApp(<ListingEditPage />, {
    url: `/host/listings/l1/edit?step=${step}`,
    path: '/host/listings/:listingId/edit',
    user: host,
    lang: 'fil',
  });

describe('The listing form in Filipino (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() =>
    Promise.all([
      loadMessages('fil', NAMESPACES),
      // The address step's map, loaded lazily by the page: here before the tests, so that none of
      // its modules is still loading when this file ends (Vitest then reports a torn-down import).
      import('@/components/map/leaflet-map'),
    ]),
  );

  it('asks for the type of space in Filipino, and says what is missing in Filipino', async () => {
    const { user } = renderApp(<ListingNewPage />, {
      url: '/host/listings/new',
      path: '/host/listings/new',
      user: host,
      lang: 'fil',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'I-lista ang espasyo mo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Uri ng espasyo' })).toBeInTheDocument();
    expect(screen.getByText(/^Ilang hakbang lang at handa na sa review/)).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Mga hakbang ng listing' });
    expect(within(steps).getByText('Hakbang 1 sa 8')).toBeInTheDocument();
    expect(within(steps).getByText('Mga presyo at patakaran')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mga listing ko' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Anong uri ng espasyo ang ililista mo?' });
    expect(within(group).getByRole('radio', { name: /^Bodega/ })).toBeInTheDocument();
    expect(within(group).getByText(/^Slot para sa kotse, motorsiklo o van/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I-save at magpatuloy' }));
    expect(await screen.findByText('Piliin ang uri ng espasyo: storage, parking o bodega')).toBeInTheDocument();
  });

  it("shows the basics step and the shared schema's message in Filipino", async () => {
    serveListing(buildHostListing());
    const { user } = edit('basics');
    const title = await screen.findByRole('textbox', { name: /^Pamagat/ });
    expect(screen.getByText('Hakbang 2 sa 8')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pamagat at paglalarawan' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Paglalarawan/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bumalik' })).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Shed');
    await user.click(screen.getByRole('button', { name: 'I-save at magpatuloy' }));
    expect(await screen.findByText('Dapat 5 hanggang 100 character ang pamagat')).toBeInTheDocument();
  });

  it("names the address step's fields in Filipino and shows the server's refusal in Filipino", async () => {
    serveListing(buildHostListing());
    server.use(
      http.patch('/api/host/listings/l1', () =>
        HttpResponse.json(
          errorBody('validation_error', 'Invalid', {
            barangayCode: 'Choose a barangay in the selected city or municipality',
          }),
          { status: 400 },
        ),
      ),
    );
    const { user } = edit('address');
    const barangay = await screen.findByRole('combobox', { name: /^Barangay/ });
    expect(screen.getByRole('combobox', { name: /^Rehiyon/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Lungsod o munisipyo/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Street address/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Pin sa mapa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gamitin ang lokasyon ko' })).toBeInTheDocument();
    await waitFor(() => expect(barangay).toBeEnabled());
    await user.selectOptions(barangay, 'Bel-Air');
    await user.click(screen.getByRole('button', { name: 'I-save at magpatuloy' }));
    expect(await screen.findByText('Pumili ng barangay sa napiling lungsod o munisipyo')).toBeInTheDocument();
  });
});
