import { describe, expect, it } from 'vitest';
import { REVIEW_COMMENT_MAX } from '@espasyo/domain/reviews/reviews';
import { buildUser, configure, renderApp, screen, waitFor, within } from '@/testing/test-utils';
import { buildReview, buildToWrite, serveMyReviews } from '../reviews.fixtures';
import ClientReviewsPage from './client-reviews';
import HostReviewsPage from './host-reviews';

const client = buildUser({ id: 'c1', userType: 'client', type: 'client', firstName: 'Maria', lastName: 'Santos' });
const host = buildUser({ id: 'h1', userType: 'host', type: 'host', firstName: 'Ramon', lastName: 'Dela Cruz' });

// The first render loads the page's code: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

const openClient = (url = '/client/reviews') =>
  renderApp(<ClientReviewsPage />, { url, path: '/client/reviews', user: client });
const openHost = (url = '/host/reviews') => renderApp(<HostReviewsPage />, { url, path: '/host/reviews', user: host });

describe('/client/reviews', { timeout: 20_000 }, () => {
  it('lists the reviews to write with the space, the host, the days left and whether the host already wrote', async () => {
    serveMyReviews({
      toWrite: [
        buildToWrite(),
        buildToWrite({
          bookingId: 'b2',
          listing: { id: 'l2', title: 'Storage room in Pasig', coverUrl: null },
          subject: { id: 'h2', name: 'Ana Reyes', avatarUrl: null },
          daysLeft: 1,
          windowClosesAt: '2026-11-27T04:00:00.000Z',
          otherSideWritten: true,
        }),
      ],
      written: [],
      received: [],
    });
    openClient();
    const items = within(await screen.findByRole('list', { name: 'Reviews to write' })).getAllByRole('listitem');
    // The one closing first comes first.
    expect(items[0]).toHaveTextContent('Storage room in Pasig');
    expect(items[0]).toHaveTextContent('Hosted by Ana Reyes');
    expect(items[0]).toHaveTextContent('Last day to review');
    expect(items[0]).toHaveTextContent('Ana Reyes already wrote theirs');
    expect(items[1]).toHaveTextContent('Covered slot near Ayala Triangle');
    expect(items[1]).toHaveTextContent('8 days left to review');
    expect(items[1]).not.toHaveTextContent('already wrote');
    const tabs = screen.getByRole('navigation', { name: 'Reviews' });
    expect(within(tabs).getByRole('link', { name: /To write/ })).toHaveAttribute('aria-current', 'page');
  });

  it('checks the form with the shared schema: a rating and at least 10 characters, with a counter', async () => {
    const sent = serveMyReviews({ toWrite: [buildToWrite()], written: [], received: [] });
    const { user } = openClient();
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const comment = screen.getByRole('textbox', { name: /Your review/ });
    expect(comment).toHaveAttribute('maxLength', String(REVIEW_COMMENT_MAX));
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(screen.getByText('Write at least 10 characters.')).toBeInTheDocument();
    await user.type(comment, 'Nice');
    expect(screen.getByText('4 of 2,000 characters (at least 10)')).toBeInTheDocument();
    expect(sent.reviews).toHaveLength(0);
  });

  it('rates with the keyboard (a radio group of stars), posts, and the review moves to Written as waiting', async () => {
    const sent = serveMyReviews({ toWrite: [buildToWrite()], written: [], received: [] });
    const { user } = openClient('/client/reviews?write=b1');
    const group = await screen.findByRole('group', { name: /How was the space and its host/ });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(within(group).getByRole('radio', { name: '4 stars' })).not.toBeChecked();
    // Tab into the group, then the arrows choose.
    await user.click(within(group).getByRole('radio', { name: '1 star' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '4 stars' })).toHaveFocus();
    expect(within(group).getByText('Good')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Your review/ }), '  Safe, clean and easy to reach.  ');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(sent.reviews).toHaveLength(1));
    expect(sent.reviews[0]).toEqual({
      bookingId: 'b1',
      body: { rating: 4, comment: 'Safe, clean and easy to reach.' },
    });
    expect(await screen.findByText('Thank you: your review is in.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing to review right now')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Written/ }));
    const card = await screen.findByRole('article', { name: 'About Ramon Dela Cruz' });
    expect(card).toHaveTextContent('Waiting');
    expect(card).toHaveTextContent('Hidden until Ramon Dela Cruz writes theirs or the 14 days are over.');
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it("puts the server's refusal under the field it names", async () => {
    serveMyReviews(
      { toWrite: [buildToWrite()], written: [], received: [] },
      { reviewError: { comment: 'This review has words we do not allow.' } },
    );
    const { user } = openClient('/client/reviews?write=b1');
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: /Your review/ }), 'Something the server refuses.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    const comment = screen.getByRole('textbox', { name: /Your review/ });
    await waitFor(() => expect(comment).toHaveAccessibleDescription(/This review has words we do not allow\./));
    expect(comment).toHaveFocus();
  });

  it('says when a link opens a review that cannot be written, and shows hidden reviews with the reason', async () => {
    serveMyReviews({
      toWrite: [],
      written: [buildReview({ status: 'hidden', publishedAt: null, hiddenReason: 'It names a person.' })],
      received: [],
    });
    const { user } = openClient('/client/reviews?write=gone');
    expect(await screen.findByText(/There is no review to write for this booking/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Written/ }));
    const card = await screen.findByRole('article', { name: 'About Ramon Dela Cruz' });
    expect(card).toHaveTextContent('Hidden by Espasyo: It names a person.');
  });
});

describe('/host/reviews', { timeout: 20_000 }, () => {
  it('replies once to a review of the listing: then the reply shows and the button is gone', async () => {
    const sent = serveMyReviews({
      toWrite: [],
      written: [],
      received: [
        buildReview(),
        buildReview({
          id: 'r2',
          author: { id: 'c2', name: 'Jose Rizal', avatarUrl: null },
          reply: { body: 'Thanks, Jose!', createdAt: '2026-11-12T02:00:00.000Z' },
        }),
      ],
    });
    const { user } = openHost('/host/reviews?tab=received');
    const first = await screen.findByRole('article', { name: 'By Maria Santos' });
    const second = screen.getByRole('article', { name: 'By Jose Rizal' });
    expect(within(second).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Thanks, Jose!');
    await user.click(within(first).getByRole('button', { name: 'Reply' }));
    await user.click(within(first).getByRole('button', { name: 'Post reply' }));
    expect(await within(first).findByText('Write your reply.')).toBeInTheDocument();
    await user.type(within(first).getByRole('textbox', { name: /Your public reply/ }), 'Thank you, Maria!');
    await user.click(within(first).getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(sent.replies).toEqual([{ id: 'r1', body: 'Thank you, Maria!' }]));
    expect(await within(first).findByText('Thank you, Maria!')).toBeInTheDocument();
    expect(within(first).getByText(/Your reply/)).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(within(first).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('rates the renter with host wording', async () => {
    serveMyReviews({
      toWrite: [
        buildToWrite({ direction: 'host_to_client', subject: { id: 'c1', name: 'Maria Santos', avatarUrl: null } }),
      ],
      written: [],
      received: [],
    });
    const { user } = openHost();
    expect(await screen.findByText(/Rented by Maria Santos/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    expect(screen.getByRole('group', { name: /How was this renter/ })).toBeInTheDocument();
  });
});
