import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { MyVerification } from '@espasyo/domain/contracts/verification';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { ProfilePage } from './profile-page';

const pending: MyVerification = {
  status: 'pending',
  requestId: 'v1',
  idType: 'passport',
  reason: null,
  submittedAt: '2026-11-24T02:00:00.000Z',
  reviewedAt: null,
  files: ['idFront', 'selfie'],
  usualReviewMinutes: 130,
};
const requirement = (required: boolean) => ({ required, done: false });

beforeEach(() => {
  server.use(
    http.get('/api/me/verification', () => HttpResponse.json(pending)),
    http.get('/api/me/verification-requirements', () =>
      HttpResponse.json({
        email: requirement(true),
        phone: requirement(true),
        id: requirement(true),
        backgroundCheck: requirement(false),
        satisfied: false,
      }),
    ),
    http.get('/api/host/tax-details', () => HttpResponse.json({ tin: null })),
  );
});

describe('the profile page in Filipino (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('shows its sections, fields, checks and a form’s check in Filipino', async () => {
    const host = buildUser({
      userType: 'host',
      type: 'host',
      email: 'maria@example.ph',
      phone: '+639171234567',
      emailVerified: false,
      phoneVerified: false,
      idVerified: false,
    });
    const { user } = renderApp(<ProfilePage />, { url: '/host/profile', user: host, lang: 'fil' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    for (const name of ['Profile photo', 'Personal na detalye', 'Detalye sa buwis', 'Beripikasyon'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    for (const name of ['Email address', 'Mobile number', 'Government ID'])
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();

    expect(screen.getByRole('textbox', { name: /^Pangalan/ })).toHaveValue(host.firstName);
    expect(screen.getByRole('button', { name: 'I-save ang mga pagbabago' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I-upload ang photo' })).toBeInTheDocument();
    expect(screen.getByText(/^JPG, .* o WEBP, hanggang /)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'I-save ang detalye sa buwis' })).toBeInTheDocument();

    expect(screen.getByText('maria@example.ph')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ipadala ulit ang verification email' })).toBeInTheDocument();
    expect(screen.getByText(/^Magte-text kami ng 6-digit na code sa/)).toHaveTextContent(
      'Magte-text kami ng 6-digit na code sa +639171234567. Mali ang number?',
    );
    expect(screen.getAllByText('Kailangan').length).toBeGreaterThan(0);

    const id = screen.getByRole('region', { name: 'Government ID' });
    expect(await within(id).findByText('Nire-review ang ID mo')).toBeInTheDocument();
    expect(within(id).getAllByText('Nire-review').length).toBeGreaterThan(0);
    expect(id).toHaveTextContent(
      /Natanggap namin ang Passport mo noong Mar, 24 Nob 2026, .*Karaniwang inaabot ng mga 2 oras ang pag-review ng ID\./,
    );

    // The shared schema's English message, shown in Filipino under its field.
    const first = screen.getByRole('textbox', { name: /^Pangalan/ });
    await user.clear(first);
    await user.type(first, 'M');
    await user.click(screen.getByRole('button', { name: 'I-save ang mga pagbabago' }));
    expect(await screen.findByText('Dapat hindi bababa sa 2 character ang pangalan')).toBeInTheDocument();
  });
});
