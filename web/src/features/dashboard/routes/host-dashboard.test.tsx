import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { User } from '@espasyo/domain/schemas/auth';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import OnboardingPage from '@/features/onboarding/routes/onboarding';
import HostDashboardPage from './host-dashboard';

/** What the host's account holds: their marks in the set-up guide, listings and payout methods. */
function serveHost(a: { completed?: string[]; listings?: number; live?: number; methods?: number }) {
  const saved: string[][] = [];
  let marked = a.completed ?? [];
  const page = (total: number) => ({ items: [], total, page: 1, pageSize: 20 });
  server.use(
    http.get('/api/me/progress/onboarding', () =>
      HttpResponse.json({ guide: 'onboarding', completed: marked, updatedAt: null }),
    ),
    http.put('/api/me/progress/onboarding', async ({ request }) => {
      marked = ((await request.json()) as { completed: string[] }).completed;
      saved.push(marked);
      return HttpResponse.json({ guide: 'onboarding', completed: marked, updatedAt: new Date().toISOString() });
    }),
    http.get('/api/me/progress/tutorial', () =>
      HttpResponse.json({ guide: 'tutorial', completed: [], updatedAt: null }),
    ),
    http.get('/api/host/listings', ({ request }) =>
      HttpResponse.json(
        page(new URL(request.url).searchParams.get('status') === 'active' ? (a.live ?? 0) : (a.listings ?? 0)),
      ),
    ),
    http.get('/api/host/payout-methods', () =>
      HttpResponse.json({ items: Array.from({ length: a.methods ?? 0 }, (_, i) => ({ id: `m${i}` })) }),
    ),
    // The bookings panel and the verification card beside the steps are not what these tests look at.
    http.get('/api/me/verification-requirements', () =>
      HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 }),
    ),
    http.get('/api/me/verification', () => HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 })),
    http.get('/api/host/bookings/summary', () =>
      HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 }),
    ),
    http.get('/api/host/bookings', () => HttpResponse.json(page(0))),
  );
  return saved;
}

/** The dashboard's count and the guide's, each as the host reads it. */
async function counts(user: User) {
  const dashboard = renderApp(<HostDashboardPage />, { url: '/host-dashboard', user });
  const steps = await screen.findByRole('region', { name: 'Next steps' });
  const onDashboard = await within(steps).findByText(/ of 5 done|All done/);
  const doneOnDashboard = within(steps)
    .getAllByRole('link')
    .filter((l) => l.textContent?.includes('(done)'))
    .map((l) => l.textContent!.replace(/\(done\)$/, ''));
  const result = { dashboard: onDashboard.textContent, doneOnDashboard };
  dashboard.unmount();
  renderApp(<OnboardingPage />, { url: '/onboarding', user });
  const bar = await screen.findByRole('progressbar');
  const doneInGuide = within(screen.getByRole('navigation', { name: 'Steps' }))
    .getAllByRole('button')
    .filter((b) => b.textContent?.includes('(done)'))
    .map((b) => b.textContent!.replace(/^\d*/, '').replace(/\(done\)$/, ''));
  return { ...result, guide: bar.getAttribute('aria-valuetext'), doneInGuide };
}

describe("the host's set-up: one count on the dashboard and in the guide (decision 0067)", { timeout: 20_000 }, () => {
  it('counts what the account shows done, though nothing was marked', async () => {
    serveHost({ listings: 3, live: 2, methods: 1 });
    const c = await counts(buildUser({ userType: 'host', type: 'host' })); // verified, no photo
    expect(c.dashboard).toBe('4 of 5 done');
    expect(c.guide).toBe('4 of 5 steps done');
    expect(c.doneOnDashboard).toEqual([
      expect.stringMatching(/^Verify your identity/),
      expect.stringMatching(/^Create your first listing/),
      expect.stringMatching(/^Set availability and pricing/),
      expect.stringMatching(/^Get paid/),
    ]);
    expect(c.doneInGuide).toEqual([
      'Verify your identity',
      'Create your first listing',
      'Set availability and pricing',
      'Get paid',
    ]);
  });

  it("counts the host's marks too, and a new host starts at nothing done on both", async () => {
    serveHost({ completed: ['complete-profile', 'retired-step'] });
    const fresh = buildUser({
      userType: 'host',
      type: 'host',
      emailVerified: false,
      phoneVerified: false,
      idVerified: false,
    });
    const c = await counts(fresh);
    expect(c.dashboard).toBe('1 of 5 done');
    expect(c.guide).toBe('1 of 5 steps done');
  });

  it('puts the tutorial on the side card and links the set-up guide under the steps', async () => {
    serveHost({});
    renderApp(<HostDashboardPage />, { url: '/host-dashboard', user: buildUser({ userType: 'host', type: 'host' }) });
    const steps = await screen.findByRole('region', { name: 'Next steps' });
    expect(within(steps).getByRole('link', { name: 'Open the set-up guide' })).toHaveAttribute('href', '/onboarding');
    const card = screen.getByRole('region', { name: 'How hosting works' });
    expect(within(card).getByRole('link', { name: 'Start the guide' })).toHaveAttribute('href', '/tutorial');
  });

  it('the guide says a step the account shows is done, with nothing to mark; marking another saves only the marks', async () => {
    const saved = serveHost({ completed: ['retired-step'], methods: 1 });
    const { user } = renderApp(<OnboardingPage />, {
      url: '/onboarding?step=get-paid',
      user: buildUser({ userType: 'host', type: 'host', emailVerified: false }),
    });
    expect(await screen.findByText('Your account shows this is done.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Mark as/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Complete your profile/ }));
    await user.click(screen.getByRole('button', { name: 'Mark as done and continue' }));
    await waitFor(() => expect(saved).toEqual([['complete-profile']])); // no 'get-paid', nor the retired step
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '2 of 5 steps done');
    // On to the next step still to do: Verify your identity (email not confirmed).
    expect(screen.getByRole('heading', { level: 2, name: 'Verify your identity' })).toBeVisible();
  });
});
