import { beforeAll, describe, expect, it } from 'vitest';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { http, HttpResponse } from 'msw';
import { buildUser, configure, renderApp, screen, server, within } from '@/testing/test-utils';
import { buildReview, buildToWrite, serveMyReviews } from '../reviews.fixtures';
import ClientReviewsPage from './client-reviews';

const client = buildUser({ id: 'c1', userType: 'client', type: 'client', firstName: 'Maria', lastName: 'Santos' });

configure({ asyncUtilTimeout: 5000 });

describe('/fil/client/reviews (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('shows the reviews to write, the form and its checks in Filipino', async () => {
    serveMyReviews({
      toWrite: [
        buildToWrite(),
        buildToWrite({
          bookingId: 'b2',
          daysLeft: 1,
          windowClosesAt: '2026-11-27T04:00:00.000Z',
          otherSideWritten: true,
        }),
      ],
      written: [],
      received: [],
    });
    const { user } = renderApp(<ClientReviewsPage />, {
      url: '/client/reviews',
      path: '/client/reviews',
      user: client,
      lang: 'fil',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mga Review Ko' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Mga review' });
    expect(within(tabs).getByRole('link', { name: /Isusulat/ })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: /Naisulat/ })).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'Mga review na isusulat' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Host: Ramon Dela Cruz · Natapos noong Biy, 20 Nob 2026');
    expect(items[0]).toHaveTextContent('Huling araw para mag-review');
    expect(items[0]).toHaveTextContent('Nakasulat na si Ramon Dela Cruz');
    expect(items[1]).toHaveTextContent('8 araw na lang para mag-review');
    await user.click(within(items[1]).getByRole('button', { name: 'Magsulat ng review' }));
    const group = await screen.findByRole('group', { name: /Kumusta ang espasyo at ang host nito\?/ });
    expect(within(group).getByRole('radio', { name: '4 star' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I-post ang review' }));
    // The shared schema's messages, in the page's language.
    expect(await screen.findByText('Pumili ng rating mula 1 hanggang 5 star.')).toBeInTheDocument();
    expect(await screen.findByText('Magsulat ng hindi bababa sa 10 na character.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kanselahin' })).toBeInTheDocument();
  });

  it('says a failed call (no network) in Filipino (issue 34)', async () => {
    serveMyReviews({ toWrite: [buildToWrite()], written: [], received: [] });
    server.use(http.post('/api/bookings/:id/reviews', () => HttpResponse.error()));
    const { user } = renderApp(<ClientReviewsPage />, {
      url: '/client/reviews',
      path: '/client/reviews',
      user: client,
      lang: 'fil',
    });
    await user.click(await screen.findByRole('button', { name: 'Magsulat ng review' }));
    await user.click(await screen.findByRole('radio', { name: '4 star' }));
    await user.type(screen.getByRole('textbox', { name: /Ang review mo/ }), 'Malinis at ligtas ang storage.');
    await user.click(screen.getByRole('button', { name: 'I-post ang review' }));
    expect(await screen.findByText('May problema sa network. Pakitingnan ang iyong koneksyon.')).toBeInTheDocument();
  });

  it('shows an empty list and the written reviews with their status and date in Filipino', async () => {
    serveMyReviews({
      toWrite: [],
      written: [buildReview({ status: 'hidden', publishedAt: null, hiddenReason: 'May pangalan ng tao.' })],
      received: [],
    });
    const { user } = renderApp(<ClientReviewsPage />, {
      url: '/client/reviews',
      path: '/client/reviews',
      user: client,
      lang: 'fil',
    });
    expect(await screen.findByText('Wala pang ire-review sa ngayon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tingnan ang mga booking ko' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Naisulat/ }));
    const card = await screen.findByRole('article', { name: 'Tungkol kay Ramon Dela Cruz' });
    expect(card).toHaveTextContent('Itinago ng Espasyo: May pangalan ng tao.');
    expect(card).toHaveTextContent('Isinulat noong Mar, 10 Nob 2026');
    expect(within(card).getByRole('img', { name: 'Rating na 5 sa 5' })).toBeInTheDocument();
  });
});
