import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { buildUser, currentLocation, errorBody, renderApp, screen, server } from '@/testing/test-utils';
import SignInPage from './sign-in';

async function fillIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  if (email) await user.type(await screen.findByLabelText(/email address/i), email);
  if (password) await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in page', () => {
  it('checks the email, then the password, with the spec messages and without calling the API', async () => {
    let called = false;
    server.use(http.post('/api/auth/signin', () => ((called = true), HttpResponse.json({}))));
    const { user } = renderApp(<SignInPage />, { url: '/signin' });
    await fillIn(user, 'not-an-email', '12345');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/email address/i)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText(/email address/i));
    await fillIn(user, 'maria@example.ph', '');
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(called).toBe(false);
  });

  it("shows the server's message when the password is wrong", async () => {
    server.use(
      http.post('/api/auth/signin', () =>
        HttpResponse.json(errorBody('invalid_credentials', 'Incorrect email or password. Please try again.'), {
          status: 401,
        }),
      ),
    );
    const { user } = renderApp(<SignInPage />, { url: '/signin' });
    await fillIn(user, 'maria@example.ph', 'Wrong-pass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password. Please try again.');
  });

  it("says 'Sign in failed. Please try again.' when the server breaks", async () => {
    server.use(
      http.post('/api/auth/signin', () => HttpResponse.json(errorBody('internal_error', 'x'), { status: 500 })),
    );
    const { user } = renderApp(<SignInPage />, { url: '/signin' });
    await fillIn(user, 'maria@example.ph', 'Secret-pass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in failed. Please try again.');
  });

  it.each([
    ['client', '/client-dashboard'],
    ['host', '/host-dashboard'],
    ['admin', '/dashboard'],
  ] as const)('sends a %s to %s', async (type, destination) => {
    let sent: unknown;
    server.use(
      http.post('/api/auth/signin', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ user: buildUser({ userType: type, email: 'maria@example.ph' }), redirectTo: '' });
      }),
    );
    const { user } = renderApp(<SignInPage />, { url: '/signin' });
    await fillIn(user, '  maria@example.ph ', 'Secret-pass1');
    expect(await currentLocation()).toBe(destination);
    expect(sent).toEqual({ email: 'maria@example.ph', password: 'Secret-pass1' });
  });

  it('goes back to the page a guard stopped the user at', async () => {
    server.use(
      http.post('/api/auth/signin', () =>
        HttpResponse.json({ user: buildUser({ userType: 'client' }), redirectTo: '' }),
      ),
    );
    const { user } = renderApp(<SignInPage />, {
      url: '/signin',
      state: { from: { pathname: '/client/bookings', search: '?tab=past' } },
    });
    await fillIn(user, 'maria@example.ph', 'Secret-pass1');
    expect(await currentLocation()).toBe('/client/bookings?tab=past');
  });

  it('sends a signed-in user straight on', async () => {
    renderApp(<SignInPage />, { url: '/signin', user: buildUser({ userType: 'host' }) });
    expect(await currentLocation()).toBe('/host-dashboard');
  });

  it('offers the same search without an account when a search from the landing page led here, and only then', async () => {
    const state = { from: { pathname: '/client/browse', search: '?q=Makati+parking&type=parking' } };
    const searched = renderApp(<SignInPage />, { url: '/signin', state });
    const browse = await screen.findByRole('link', { name: 'Browse without an account' });
    expect(browse).toHaveAttribute('href', '/spaces?q=Makati+parking&type=parking');
    await searched.user.click(browse);
    expect(await currentLocation()).toBe('/spaces?q=Makati+parking&type=parking');
    searched.unmount();

    renderApp(<SignInPage />, { url: '/signin', state: { from: { pathname: '/client/bookings', search: '' } } });
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByRole('link', { name: 'Browse without an account' })).not.toBeInTheDocument();
  });

  it('asks for the authentication code when the account has two-factor sign-in (its step fetched on demand)', async () => {
    server.use(
      http.post('/api/auth/signin', () =>
        HttpResponse.json({ twoFactorRequired: true, challengeId: 'c1', expiresAt: '2030-01-01T00:00:00.000Z' }),
      ),
    );
    const { user } = renderApp(<SignInPage />, { url: '/signin' });
    await fillIn(user, 'maria@example.ph', 'Secret-pass1');
    expect(await screen.findByLabelText(/authentication code/i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
