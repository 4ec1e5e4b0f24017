import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/lib/i18n';
import { fireEvent, renderApp, screen } from '@/testing/test-utils';
import NotFoundPage from '@/features/errors/routes/not-found';
import LandingSections from '@/features/landing/components/landing-sections';
import LandingPage from './landing';

// Issue 34: the landing page and the not-found page in Filipino (the other web tests render English).
// The slideshow asks for the reduced-motion preference, which jsdom has no matchMedia for.
beforeAll(() =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })),
);
afterAll(() => void vi.unstubAllGlobals());

describe('in Filipino', () => {
  beforeAll(() => loadMessages('fil', ['common', 'frame', 'landing', 'nav']));

  it('renders the landing page: hero, search, bar and title', async () => {
    renderApp(<LandingPage />, { lang: 'fil' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Espasyo para sa mga gamit mo, malapit sa bahay' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bodega' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Maghanap ng Storage/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Lokasyon')).toHaveAttribute('placeholder', 'Lungsod, barangay o landmark');
    expect(screen.getByRole('link', { name: /Maging Host/ })).toBeInTheDocument();
    // The suggested searches in Filipino words the search reads ('sa', 'bodega'), searched as shown.
    expect(screen.getByRole('link', { name: 'Parking sa Makati' })).toHaveAttribute(
      'href',
      '/client/browse?q=Parking+sa+Makati&type=parking',
    );
    expect(screen.getByRole('link', { name: 'Bodega sa Quezon City' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Makati parking' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pangunahin' })).toHaveTextContent('Paano ito gumagana');
    expect(screen.getByText('Lumaktaw sa pangunahing nilalaman')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buksan ang menu' })).toBeInTheDocument();
    expect(screen.getByText('masayang customer')).toBeInTheDocument();
    expect(document.title).toBe('Espasyo — storage, parking at espasyo sa bodega sa Pilipinas');
    expect(screen.queryByText('Space for your things, close to home')).not.toBeInTheDocument();
  });

  it("fills in the location fallback in Filipino when the device's location cannot be had", async () => {
    renderApp(<LandingPage />, { lang: 'fil' });
    fireEvent.click(await screen.findByRole('button', { name: 'Gamitin ang lokasyon ko' }));
    expect(screen.getByLabelText('Lokasyon')).toHaveValue('Metro Manila, Pilipinas');
    expect(
      screen.getByText('Hindi namin nakuha ang lokasyon mo, kaya Metro Manila ang nilagay namin.'),
    ).toBeInTheDocument();
  });

  it('renders the sections below the hero', async () => {
    renderApp(<LandingSections />, { lang: 'fil' });
    expect(await screen.findByRole('heading', { name: 'Simple at malinaw na presyo' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Umupa ng espasyo' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Hakbang 1:')).toBeInTheDocument();
    expect(screen.getByText('mula ₱25')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Una ang kaligtasan mo' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Rating na 5 sa 5' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Basahin ang Patakaran sa Privacy' })).toBeInTheDocument();
  });

  it('renders the not-found page', async () => {
    renderApp(<NotFoundPage />, { url: '/no/such/page', lang: 'fil' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hindi Nahanap ang Page' })).toBeInTheDocument();
    expect(screen.getByText('Walang page na ganyan.')).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bumalik sa Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Hindi Nahanap ang Page · Espasyo');
  });
});

describe('in English', () => {
  it('renders the landing page word for word as before', async () => {
    renderApp(<LandingPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Space for your things, close to home' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Find Storage/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Makati parking' })).toHaveAttribute(
      'href',
      '/client/browse?q=Makati+parking&type=parking',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByLabelText('Location')).toHaveValue('Metro Manila, Philippines');
    expect(await screen.findByRole('link', { name: 'Get started' })).toBeInTheDocument();
    expect(document.title).toBe('Espasyo — storage, parking and warehouse space in the Philippines');
  });
});
