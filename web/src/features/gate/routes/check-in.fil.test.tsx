import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { accessPassMessages } from '@espasyo/domain/contracts/access-pass';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, errorBody, renderApp, screen, server, within } from '@/testing/test-utils';
import CheckInPage from './check-in';
import { buildCheckIn } from '../gate.fixtures';

const host = buildUser({ userType: 'host', type: 'host' });
const gates = (items = [{ id: 'l1', title: 'Dry room in Bel-Air', as: 'host' }]) =>
  http.get('/api/host/check-in/listings', () => HttpResponse.json({ items }));
const open = () => renderApp(<CheckInPage />, { url: '/host/check-in', user: host, lang: 'fil' });

beforeEach(() => localStorage.clear());

describe('the check-in page in Filipino (issue 34)', { timeout: 30_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('checks a PIN in and out, and says the shared schema’s message in Filipino', async () => {
    server.use(
      gates(),
      http.get('/api/host/check-ins', () => HttpResponse.json({ items: [] })),
      http.post('/api/host/check-ins', () => HttpResponse.json(buildCheckIn())),
      http.post('/api/host/check-ins/c1/check-out', () =>
        HttpResponse.json(buildCheckIn({ checkedOutAt: '2026-12-01T03:00:00.000Z' })),
      ),
    );
    const ui = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Mag-check ng pass' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I-scan ang QR' })).toBeInTheDocument();
    expect(await screen.findByText('Walang naka-check in ngayon.')).toBeInTheDocument();
    await ui.user.click(screen.getByRole('button', { name: 'I-check in' }));
    expect(await screen.findByText('Ilagay ang 6-digit na PIN o i-scan ang QR code')).toBeInTheDocument();
    await ui.user.type(screen.getByLabelText(/^PIN/), '482913');
    await ui.user.click(screen.getByRole('button', { name: 'I-check in' }));
    expect(await screen.findByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument();
    expect(screen.getByText('Na-check in Mar, 1 Dis 2026, 9:30 AM')).toBeInTheDocument();
    expect(screen.getByText('Espasyo')).toBeInTheDocument();
    await ui.user.click(screen.getByRole('button', { name: 'I-check out' }));
    expect(await screen.findByText('Na-check out Mar, 1 Dis 2026, 11:00 AM')).toBeInTheDocument();
  });

  it('titles a refusal in Filipino', async () => {
    server.use(
      gates(),
      http.get('/api/host/check-ins', () => HttpResponse.json({ items: [] })),
      http.post('/api/host/check-ins', () =>
        HttpResponse.json(errorBody('not_found', accessPassMessages.notFound), { status: 404 }),
      ),
    );
    const ui = open();
    await ui.user.type(await screen.findByLabelText(/^PIN/), '482913');
    await ui.user.click(screen.getByRole('button', { name: 'I-check in' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Walang valid na pass')).toBeInTheDocument();
  });

  it('says there is no gate to check, in Filipino', async () => {
    server.use(gates([]));
    open();
    expect(await screen.findByText('Walang gate na babantayan')).toBeInTheDocument();
  });
});
