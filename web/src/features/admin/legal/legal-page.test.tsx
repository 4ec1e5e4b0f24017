import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AdminLegal, AdminLegalVersion } from '@espasyo/domain/contracts/consents';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { LegalTextsPage } from './legal-page';

// Staff's "Legal texts" (issue 34): every version with how many agree to it; publishing a new one.
const admin = buildUser({ userType: 'admin' });
const version = (over: Partial<AdminLegalVersion>): AdminLegalVersion => ({
  label: '2026-01',
  effectiveOn: '2026-11-24',
  publishedAt: '2026-11-24T00:00:00.000Z',
  current: true,
  upcoming: false,
  agreed: 1234,
  publishedBy: null,
  bodyEn: '## A\nText.',
  bodyFil: '## A\nTeksto.',
  ...over,
});

function api(error?: object) {
  let data: AdminLegal = {
    kinds: [
      { kind: 'terms', versions: [version({})] },
      { kind: 'privacy', versions: [version({ label: 'v1', agreed: 7 })] },
    ],
  };
  const posted: { url: string; body: unknown }[] = [];
  server.use(
    http.get('/api/admin/legal', () => HttpResponse.json(data)),
    http.post('/api/admin/legal/:kind/versions', async ({ request, params }) => {
      const body = (await request.json()) as { label: string; effectiveOn: string };
      posted.push({ url: `/api/admin/legal/${String(params.kind)}/versions`, body });
      if (error) return HttpResponse.json(error, { status: 409 });
      data = {
        kinds: data.kinds.map((k) =>
          k.kind === params.kind
            ? {
                ...k,
                versions: [
                  version({ ...body, current: false, upcoming: true, agreed: 0, publishedBy: 'Ana Admin' }),
                  ...k.versions,
                ],
              }
            : k,
        ),
      };
      return HttpResponse.json(data, { status: 201 });
    }),
  );
  return posted;
}

describe('the legal texts page', () => {
  it('lists each text’s versions with their day, state and how many agree', async () => {
    api();
    renderApp(<LegalTextsPage />, { user: admin });
    const terms = await screen.findByRole('region', { name: 'Terms of Service' });
    expect(within(terms).getByRole('link', { name: '2026-01' })).toHaveAttribute('href', '/terms');
    expect(terms).toHaveTextContent('Current');
    expect(terms).toHaveTextContent('In effect from Tue, 24 Nov 2026');
    expect(terms).toHaveTextContent('1,234 people who agree');
    expect(screen.getByRole('region', { name: 'Privacy Policy' })).toHaveTextContent('7 people who agree');
  });

  it('publishes a version with the shared schema, then shows it upcoming', async () => {
    const posted = api();
    const { user } = renderApp(<LegalTextsPage />, { user: admin });
    await screen.findByRole('region', { name: 'Terms of Service' });
    await user.click(screen.getByRole('button', { name: 'Publish a new version' }));
    expect(await screen.findByText('Enter a version label.')).toBeInTheDocument();
    expect(screen.getByText('Enter the English text.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.type(screen.getByLabelText(/Version label/), 'v2');
    await user.clear(screen.getByLabelText(/Takes effect on/));
    await user.type(screen.getByLabelText(/Takes effect on/), '2099-01-01');
    await user.type(screen.getByLabelText(/Text in English/), 'New terms.');
    await user.type(screen.getByLabelText(/Text in Filipino/), 'Bagong tuntunin.');
    await user.click(screen.getByRole('button', { name: 'Publish a new version' }));
    expect(await screen.findByText('Terms of Service version v2 published.')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        url: '/api/admin/legal/terms/versions',
        body: { label: 'v2', effectiveOn: '2099-01-01', bodyEn: 'New terms.', bodyFil: 'Bagong tuntunin.' },
      },
    ]);
    const terms = screen.getByRole('region', { name: 'Terms of Service' });
    await waitFor(() => expect(terms).toHaveTextContent('Upcoming'));
  });

  it('puts the server’s refusal under its field', async () => {
    api(
      errorBody('legal_version_exists', 'A version with that label already exists.', {
        label: 'A version with that label already exists.',
      }),
    );
    const { user } = renderApp(<LegalTextsPage />, { user: admin });
    await screen.findByRole('region', { name: 'Terms of Service' });
    await user.type(screen.getByLabelText(/Version label/), '2026-01');
    await user.type(screen.getByLabelText(/Text in English/), 'x');
    await user.type(screen.getByLabelText(/Text in Filipino/), 'x');
    await user.click(screen.getByRole('button', { name: 'Publish a new version' }));
    expect(await screen.findByText('A version with that label already exists.')).toBeInTheDocument();
  });
});
