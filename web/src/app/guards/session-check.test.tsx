import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { paths } from '@espasyo/domain/paths';
import { useAuth } from '@/lib/auth';
import { buildUser, currentLocation, errorBody, renderApp, screen, server } from '@/testing/test-utils';
import { RoleGuard } from './role-guard';

/*
 * Decision 0062: only a 401, or an answer that nobody is signed in, means signed out. A rate
 * limit (429) or a failure (5xx) of GET /api/auth/me keeps the user already known, and with none
 * known the signed-in areas say what happened instead of sending anyone to the sign-in page.
 */

const signInPath = paths.auth.signIn.getHref();
const ana = buildUser({ firstName: 'Ana' });

function Page() {
  const { user, refresh } = useAuth();
  return (
    <>
      <h1>My bookings of {user?.firstName}</h1>
      <button type="button" onClick={() => void refresh()}>
        Check the session
      </button>
    </>
  );
}

const guarded = (
  <RoleGuard allow={['client']}>
    <Page />
  </RoleGuard>
);
const open = () =>
  renderApp(guarded, { url: '/client/bookings', routes: [{ path: signInPath, element: <p>Welcome back</p> }] });

/** GET /api/auth/me answers these in turn, then the last one again; returns how many times it was asked. */
function meAnswers(...answers: Array<() => Response>) {
  const asked = { count: 0 };
  server.use(
    http.get('/api/auth/me', () => {
      asked.count += 1;
      return answers[Math.min(asked.count, answers.length) - 1]();
    }),
  );
  return asked;
}

const rateLimited = (seconds: number) => () =>
  HttpResponse.json(errorBody('rate_limited', 'Too many requests. Please try again later.'), {
    status: 429,
    headers: { 'Retry-After': String(seconds) },
  });
const serverFault = () =>
  HttpResponse.json(errorBody('internal_error', 'An unexpected error occurred.'), { status: 503 });

afterEach(() => vi.useRealTimers());

describe('the session check refused or failing (decision 0062)', () => {
  it('a rate limit on the first check: the rate-limit message and when it tries again, never the sign-in page', async () => {
    const asked = meAnswers(rateLimited(30));
    open();
    expect(await screen.findByRole('heading', { name: 'Too many requests. Please try again later.' })).toBeVisible();
    expect(screen.getByText(/^Trying again in (30|29) seconds\.$/)).toBeVisible();
    expect(screen.getByText('Your session could not be checked just now. You have not been signed out.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled(); // until the limit lifts
    expect(screen.queryByText('Welcome back')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(asked.count).toBe(1); // 30 s is too long to wait behind a spinner: asked once, then shown
  });

  it('asks again by itself when the limit lifts, and the page then opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = meAnswers(rateLimited(20), () => HttpResponse.json({ user: ana }));
    open();
    expect(await screen.findByText('Trying again in 20 seconds.')).toBeVisible();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await screen.findByRole('heading', { name: 'My bookings of Ana' })).toBeVisible();
    expect(asked.count).toBe(2);
  });

  it('a short rate limit is waited out quietly (its Retry-After), then the page opens', async () => {
    const asked = meAnswers(rateLimited(1), () => HttpResponse.json({ user: ana }));
    open();
    expect(await screen.findByRole('heading', { name: 'My bookings of Ana' })).toBeVisible();
    expect(asked.count).toBe(2);
    expect(screen.queryByText('Too many requests. Please try again later.')).not.toBeInTheDocument();
  });

  it("a server fault, tried three times: 'Failed to load user profile', and Try again opens the page", async () => {
    const asked = meAnswers(serverFault, serverFault, serverFault, () => HttpResponse.json({ user: ana }));
    const { user } = open();
    expect(
      await screen.findByRole('heading', { name: 'Failed to load user profile' }, { timeout: 8_000 }),
    ).toBeVisible();
    expect(asked.count).toBe(3); // the first and two retries, 1 s then 2 s apart
    expect(screen.queryByText('Welcome back')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'My bookings of Ana' })).toBeVisible();
  }, 15_000);

  it('a signed-in user whose next check is refused or fails stays signed in, on the page', async () => {
    const { user } = renderApp(guarded, { url: '/client/bookings', user: ana });
    expect(await screen.findByRole('heading', { name: 'My bookings of Ana' })).toBeVisible();
    const asked = meAnswers(rateLimited(40));
    await user.click(screen.getByRole('button', { name: 'Check the session' }));
    await vi.waitFor(() => expect(asked.count).toBe(1));
    expect(screen.getByRole('heading', { name: 'My bookings of Ana' })).toBeVisible();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('a 401, or an answer that nobody is signed in, is signed out: the sign-in page', async () => {
    for (const answer of [
      () => HttpResponse.json(errorBody('unauthenticated', 'Please sign in to continue.'), { status: 401 }),
      () => HttpResponse.json({ user: null }),
    ]) {
      meAnswers(answer);
      const { unmount } = renderApp(guarded, { url: '/client/bookings' });
      expect(await currentLocation()).toBe(signInPath);
      unmount();
    }
  });
});
