import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, errorBody, renderApp, screen, server } from '@/testing/test-utils';
import { AdminGuard } from './admin-guard';
import { RoleGuard } from './role-guard';

const done = { required: true, done: true };

beforeEach(() =>
  server.use(
    http.get('/api/me/notifications', () => HttpResponse.json({ items: [], unread: 0 })),
    http.get('/api/me/notifications/unread-count', () => HttpResponse.json({ unread: 0 })),
    http.get('/api/me/2fa', () =>
      HttpResponse.json({ enabled: false, pending: false, enabledAt: null, recoveryCodesLeft: 0, required: false }),
    ),
    http.get('/api/me/verification-requirements', () =>
      HttpResponse.json({
        email: done,
        phone: { required: true, done: false },
        id: { required: true, done: false },
        backgroundCheck: { required: false, done: false },
        satisfied: false,
      }),
    ),
  ),
);

describe("The guards' screens in Filipino (issue 34)", () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('a page for another account type: who it is for, who is signed in, where to go', async () => {
    renderApp(<RoleGuard allow={['client']} />, {
      url: '/client/bookings',
      user: buildUser({ userType: 'host', type: 'host' }),
      lang: 'fil',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Para lang sa mga account ng umuupa ang bahaging ito.' }),
    ).toBeVisible();
    expect(screen.getByText('host', { selector: 'strong' }).parentElement).toHaveTextContent(
      'Naka-sign in ka gamit ang account ng host.',
    );
    expect(screen.getByRole('link', { name: 'Pumunta sa dashboard ko' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bumalik sa Home' })).toBeVisible();
  });

  it('a verification still to do: the steps left, each a link to do it', async () => {
    renderApp(<RoleGuard allow={['client']} requireVerification />, {
      url: '/client/bookings',
      user: buildUser({ verified: false, phoneVerified: false, idVerified: false }),
      lang: 'fil',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kailangang I-verify ang Account' })).toBeVisible();
    expect(screen.getByText('I-verify ang account mo para magamit ang feature na ito.')).toBeVisible();
    expect(await screen.findByRole('link', { name: /I-verify ang mobile number mo/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /Mag-upload ng government ID para sa review/ })).toBeVisible();
  });

  it("staff's area for someone who is not staff: access denied", async () => {
    renderApp(<AdminGuard />, { url: '/admin/users', user: buildUser(), lang: 'fil' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Walang Access' })).toBeVisible();
    expect(screen.getByText('Wala kang pahintulot na buksan ang bahaging ito.')).toBeVisible();
    expect(screen.getByText('Kontakin ang iyong administrator kung sa tingin mo ay mali ito.')).toBeVisible();
  });

  it('a session that could not be checked (a rate limit): says so and when it tries again', async () => {
    server.use(
      http.get('/api/auth/me', () =>
        HttpResponse.json(errorBody('rate_limited', 'Too many requests. Please try again later.'), {
          status: 429,
          headers: { 'Retry-After': '30' },
        }),
      ),
    );
    renderApp(<RoleGuard allow={['client']} />, { url: '/client/bookings', lang: 'fil' });
    expect(
      await screen.findByRole('heading', { name: 'Masyadong maraming request. Subukan ulit mamaya.' }),
    ).toBeVisible();
    expect(screen.getByText('Hindi ma-check ang session mo ngayon. Hindi ka na-sign out.')).toBeVisible();
    expect(screen.getByText(/^Susubukan ulit sa loob ng (30|29) segundo\.$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Subukan ulit' })).toBeDisabled();
  });
});
