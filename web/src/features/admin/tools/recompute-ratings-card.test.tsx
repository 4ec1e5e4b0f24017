import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { en } from '@espasyo/domain/messages/en';
import { buildUser, errorBody, renderApp, screen, server, waitFor } from '@/testing/test-utils';
import { RecomputeRatingsCard } from './recompute-ratings-card';

const admin = buildUser({ userType: 'admin', firstName: 'Ana', lastName: 'Admin' });

/** POST /api/admin/reviews/recompute answers `answer` and counts its calls. */
function recomputeApi(answer: { status: number; body: object }) {
  const calls: string[] = [];
  server.use(
    http.post('/api/admin/reviews/recompute', ({ request }) => {
      calls.push(request.method);
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
  );
  return calls;
}

describe('/admin-tools Recompute ratings', () => {
  it('asks first, then recomputes and says how many listings and users', async () => {
    const calls = recomputeApi({ status: 200, body: { listings: 12, users: 30 } });
    const { user } = renderApp(<RecomputeRatingsCard />, { url: '/admin-tools', user: admin });
    await user.click(screen.getByRole('button', { name: 'Recompute ratings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recompute every rating now?' });
    expect(calls).toEqual([]); // nothing before it is confirmed
    await user.click(
      (await screen.findAllByRole('button', { name: 'Recompute ratings' })).find((b) => dialog.contains(b))!,
    );
    const toast = (await screen.findByText('Ratings recomputed', { selector: 'li *' })).closest('li')!;
    expect(toast).toHaveTextContent('Recomputed 12 listings and 30 users');
    expect(calls).toEqual(['POST']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does nothing when cancelled', async () => {
    const calls = recomputeApi({ status: 200, body: { listings: 1, users: 1 } });
    const { user } = renderApp(<RecomputeRatingsCard />, { url: '/admin-tools', user: admin });
    await user.click(screen.getByRole('button', { name: 'Recompute ratings' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it("keeps the dialog open with the server's refusal, so it can be tried again", async () => {
    recomputeApi({ status: 403, body: errorBody('forbidden', 'Forbidden') });
    const { user } = renderApp(<RecomputeRatingsCard />, { url: '/admin-tools', user: admin });
    await user.click(screen.getByRole('button', { name: 'Recompute ratings' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(
      (await screen.findAllByRole('button', { name: 'Recompute ratings' })).find((b) => dialog.contains(b))!,
    );
    expect(await screen.findByText(en.generic.accessDenied)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
