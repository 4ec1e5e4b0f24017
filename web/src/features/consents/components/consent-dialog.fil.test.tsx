import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { ConsentDue } from '@espasyo/domain/contracts/consents';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { consentMessages } from '@espasyo/domain/messages/consents';
import { buildUser, errorBody, renderApp, screen, server } from '@/testing/test-utils';
import { ConsentGate } from './consent-gate';

const due: ConsentDue[] = [
  { kind: 'terms', version: 'v2', effectiveOn: '2026-12-07', previous: '2026-01' },
  { kind: 'privacy', version: 'v2', effectiveOn: '2026-12-07', previous: null },
];

describe('the re-consent dialog in Filipino (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('says what changed, links to the Filipino pages and asks to agree in Filipino', async () => {
    const user = buildUser({ userType: 'client' });
    server.use(
      http.get('/api/auth/me', () => HttpResponse.json({ user, consentsDue: due })),
      // The server's English answer (a page in Filipino gets it in Filipino from the catalogue).
      http.post('/api/me/consents', () =>
        HttpResponse.json(errorBody('legal_version_not_current', consentMessages.notCurrent), { status: 409 }),
      ),
    );
    const { user: events } = renderApp(<ConsentGate />, { user, lang: 'fil' });
    const dialog = await screen.findByRole('dialog', { name: 'In-update namin ang aming mga tuntunin' });
    expect(dialog).toHaveAccessibleDescription(
      'Pakibasa kung ano ang nagbago. Para patuloy na magamit ang Espasyo, sumang-ayon sa mga bersyong may bisa na ngayon.',
    );
    expect(dialog).toHaveTextContent('Mga Tuntunin ng Serbisyo, may bisa mula Lun, 7 Dis 2026');
    expect(dialog).toHaveTextContent('Patakaran sa Privacy, may bisa mula Lun, 7 Dis 2026');
    expect(
      screen.getAllByRole('link', { name: 'Basahin ang bagong bersyon' }).map((a) => a.getAttribute('href')),
    ).toEqual(['/fil/terms', '/fil/privacy']);
    expect(screen.getByRole('link', { name: 'Ikumpara sa bersyong sinang-ayunan mo' })).toHaveAttribute(
      'href',
      '/fil/terms?version=2026-01',
    );
    expect(screen.getByRole('button', { name: 'Mag-sign out' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Sumasang-ayon ako' }));
    expect(
      await screen.findByText('Hindi iyan ang bersyong may bisa ngayon. I-reload ang page at basahin ang kasalukuyan.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Hindi iyan ang bersyong/);
  });
});
