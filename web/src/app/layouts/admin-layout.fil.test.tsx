import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { paths } from '@espasyo/domain/paths';
import { loadMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { AdminLayout } from './admin-layout';

beforeEach(() =>
  server.use(
    http.get('/api/me/2fa', () =>
      HttpResponse.json({ enabled: false, pending: false, enabledAt: null, recoveryCodesLeft: 0, required: false }),
    ),
  ),
);

/** A page of the admin area showing one of the server's English messages, as its forms do. */
const page = { path: paths.admin.disputes.path, element: <LocalMessage message="That dispute was not found." /> };

/** The admin area at its disputes page, as the app mounts it: the layout around the page. */
const openAt = (user: ReturnType<typeof buildUser>) =>
  renderApp(<></>, {
    url: paths.admin.disputes.getHref(),
    path: '/-',
    routes: [{ element: <AdminLayout />, children: [page] }],
    user,
    lang: 'fil',
  });

describe("The admin area's frame in Filipino (issue 34)", () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it("an admin's sidebar, bar and badge, and the server's messages in the page", async () => {
    openAt(buildUser({ userType: 'admin', type: 'admin', isAdmin: true }));
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' });
    for (const name of [
      'Dashboard',
      'Mga user',
      'Mga bagyo',
      'Mga legal na teksto',
      'Beripikasyon',
      'Mga notification ko',
    ])
      expect(within(sidebar).getByRole('link', { name })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Mga reklamo' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mag-sign out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lumaktaw sa pangunahing nilalaman' })).toBeInTheDocument();
    expect(await screen.findByText('Hindi nahanap ang reklamong iyon.')).toBeInTheDocument();
  });

  it("a moderator's: only what they may open", async () => {
    openAt(buildUser({ userType: 'moderator', type: 'moderator' }));
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(sidebar).getByRole('link', { name: 'Mga listing' })).toBeInTheDocument();
    expect(within(sidebar).queryByRole('link', { name: 'Mga user' })).not.toBeInTheDocument();
    expect(screen.getByText('Moderator')).toBeInTheDocument();
  });
});
