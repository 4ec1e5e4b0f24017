import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { ConsentDue, MyConsents } from '@espasyo/domain/contracts/consents';
import { buildUser, renderApp, screen, server, waitFor } from '@/testing/test-utils';
import { ConsentGate } from './consent-gate';

// The re-consent dialog (issue 34): shown while the session says a legal text in effect is not agreed to.
const due: ConsentDue[] = [
  { kind: 'terms', version: 'v2', effectiveOn: '2026-12-07', previous: '2026-01' },
  { kind: 'privacy', version: 'v2', effectiveOn: '2026-12-07', previous: '2026-01' },
];

function session(consentsDue: ConsentDue[] | undefined, user = buildUser({ userType: 'client' })) {
  server.use(http.get('/api/auth/me', () => HttpResponse.json({ user, consentsDue })));
  return user;
}

describe('the re-consent dialog', () => {
  it('shows what changed with links to both versions; Escape does not close it; I agree records both', async () => {
    let left = [...due];
    const posted: unknown[] = [];
    server.use(
      http.post('/api/me/consents', async ({ request }) => {
        const body = (await request.json()) as { kind: string };
        posted.push(body);
        left = left.filter((d) => d.kind !== body.kind);
        return HttpResponse.json({ current: [], history: [], due: left } satisfies MyConsents);
      }),
    );
    const user = session(due);
    const { user: events } = renderApp(<ConsentGate />, { user });
    const dialog = await screen.findByRole('dialog', { name: 'We updated our terms' });
    expect(dialog).toHaveTextContent('Terms of Service, in effect since Mon, 7 Dec 2026');
    expect(dialog).toHaveTextContent('Privacy Policy, in effect since Mon, 7 Dec 2026');
    const links = screen.getAllByRole('link', { name: 'Read the new version' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/terms', '/privacy']);
    expect(
      screen
        .getAllByRole('link', { name: 'Compare with the version you agreed to' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/terms?version=2026-01', '/privacy?version=2026-01']);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await events.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'We updated our terms' })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([
      { kind: 'terms', version: 'v2' },
      { kind: 'privacy', version: 'v2' },
    ]);
  });

  it('shows nothing when nothing is due', async () => {
    const user = session(undefined);
    renderApp(
      <>
        <ConsentGate />
        <p>Dashboard</p>
      </>,
      { user },
    );
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
