import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { accessPassMessages } from '@espasyo/domain/contracts/access-pass';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import CheckInPage from './check-in';
import { buildCheckIn } from '../gate.fixtures';

const host = buildUser({ userType: 'host', type: 'host' });
const gates = (
  items: Array<{ id: string; title: string; as: 'host' | 'gate_keeper' }> = [
    { id: 'l1', title: 'Dry room in Bel-Air', as: 'host' },
  ],
) => http.get('/api/host/check-in/listings', () => HttpResponse.json({ items }));
const nobodyIn = http.get('/api/host/check-ins', () => HttpResponse.json({ items: [] }));

const open = (user = host) => renderApp(<CheckInPage />, { url: '/host/check-in', user });

async function typePin(ui: ReturnType<typeof open>, pin: string) {
  const field = await screen.findByLabelText(/^PIN/);
  await ui.user.clear(field);
  await ui.user.type(field, pin);
  await ui.user.click(screen.getByRole('button', { name: 'Check in' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the check-in page', () => {
  it('checks a typed PIN in: who, which units, until when, and checks out', async () => {
    const sent: unknown[] = [];
    server.use(
      gates(),
      nobodyIn,
      http.post('/api/host/check-ins', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(buildCheckIn());
      }),
      http.post('/api/host/check-ins/c1/check-out', () =>
        HttpResponse.json(buildCheckIn({ checkedOutAt: '2026-12-01T03:00:00.000Z' })),
      ),
    );
    const ui = open();
    expect(await screen.findByText('Dry room in Bel-Air')).toBeInTheDocument();
    expect(screen.getByLabelText(/^PIN/)).toHaveAttribute('inputmode', 'numeric');
    await typePin(ui, '482913');
    expect(await screen.findByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument();
    expect(screen.getByText('Checked in Tue, 1 Dec 2026, 9:30 AM')).toBeInTheDocument();
    expect(screen.getByText('Thu, 3 Dec 2026, 11:59 PM')).toBeInTheDocument();
    expect(sent).toEqual([{ code: '482913', listingId: 'l1' }]);
    await ui.user.click(screen.getByRole('button', { name: 'Check out' }));
    expect(await screen.findByText('Checked out Tue, 1 Dec 2026, 11:00 AM')).toBeInTheDocument();
  });

  it('checks the PIN with the shared schema before sending', async () => {
    server.use(gates(), nobodyIn);
    const ui = open();
    await ui.user.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(accessPassMessages.codeRequired)).toBeInTheDocument();
    await typePin(ui, '12345');
    expect(await screen.findByText(accessPassMessages.codeInvalid)).toBeInTheDocument();
  });

  it.each([
    [409, 'already_checked_in', accessPassMessages.alreadyIn, 'Already checked in'],
    [422, 'pass_outside_dates', 'This pass is valid from Tue, 1 Dec 2026 to Thu, 3 Dec 2026', 'Not valid now'],
    [404, 'not_found', accessPassMessages.notFound, 'No valid pass'],
    [423, 'check_in_locked', accessPassMessages.locked(15), 'Check-in locked'],
  ] as const)('says why a pass is refused (%i %s)', async (status, code, message, title) => {
    server.use(
      gates(),
      nobodyIn,
      http.post('/api/host/check-ins', () => HttpResponse.json(errorBody(code, message), { status })),
    );
    const ui = open();
    await typePin(ui, '482913');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(title)).toBeInTheDocument();
    expect(alert).toHaveTextContent(new RegExp(message.replace(/[.()]/g, '\\$&'), 'i'));
  });

  it('lets the person pick the gate when they check several, and lists who is in there', async () => {
    server.use(
      gates([
        { id: 'l1', title: 'Dry room in Bel-Air', as: 'host' },
        { id: 'l2', title: 'Covered parking in Poblacion', as: 'gate_keeper' },
      ]),
      http.get('/api/host/check-ins', ({ request }) =>
        HttpResponse.json({
          items:
            new URL(request.url).searchParams.get('listingId') === 'l2'
              ? [buildCheckIn({ id: 'c9', renter: { name: 'Ana Cruz', photoUrl: null } })]
              : [],
        }),
      ),
    );
    const ui = open();
    // Several gates: the pass is looked for at all of them until one is chosen.
    expect(await screen.findByLabelText(/^Gate/)).toHaveValue('');
    await ui.user.selectOptions(screen.getByLabelText(/^Gate/), 'l1');
    expect(await screen.findByText('No one is checked in now.')).toBeInTheDocument();
    await ui.user.selectOptions(screen.getByLabelText(/^Gate/), 'l2');
    const now = screen.getByRole('region', { name: /Checked in now/ });
    expect(await within(now).findByRole('heading', { name: 'Ana Cruz' })).toBeInTheDocument();
  });

  it('shows no gate to an account that keeps none', async () => {
    server.use(gates([]));
    open(buildUser());
    expect(await screen.findByRole('heading', { name: 'No gate to check' })).toBeInTheDocument();
  });

  it('keeps PINs typed offline with their time and sends them in order when the connection returns', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sent: Array<{ code: string; at?: string }> = [];
    server.use(
      gates(),
      nobodyIn,
      http.post('/api/host/check-ins', async ({ request }) => {
        const body = (await request.json()) as { code: string; at?: string };
        sent.push(body);
        if (body.code === '222222')
          return HttpResponse.json(errorBody('pass_cancelled', accessPassMessages.cancelled), { status: 409 });
        return HttpResponse.json(buildCheckIn({ id: `c-${body.code}` }));
      }),
    );
    const ui = open();
    await typePin(ui, '111111');
    expect(await screen.findByText('Offline: saved on this phone')).toBeInTheDocument();
    await typePin(ui, '222222');
    const queue = screen.getByRole('region', { name: 'Typed offline' });
    expect(within(queue).getAllByText('Waiting for a connection')).toHaveLength(2);
    expect(sent).toEqual([]);
    expect(JSON.parse(localStorage.getItem(`espasyo.check-in-queue.${host.id}`) ?? '[]')).toHaveLength(2);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(within(queue).getByText('Refused')).toBeInTheDocument());
    expect(sent.map((s) => s.code)).toEqual(['111111', '222222']);
    expect(sent.every((s) => typeof s.at === 'string' && !Number.isNaN(Date.parse(s.at)))).toBe(true);
    expect(within(queue).getByText('Checked in')).toBeInTheDocument();
    expect(within(queue).getByText('Maria Santos · Dry room in Bel-Air')).toBeInTheDocument();
    expect(within(queue).getByText(`Pass cancelled: ${accessPassMessages.cancelled}`)).toBeInTheDocument();
  });

  it('queues a check-in whose request finds no network', async () => {
    server.use(
      gates(),
      nobodyIn,
      http.post('/api/host/check-ins', () => HttpResponse.error()),
    );
    const ui = open();
    await typePin(ui, '333333');
    expect(await screen.findByText('Offline: saved on this phone')).toBeInTheDocument();
    expect(screen.getByText(/^PIN 333333/)).toBeInTheDocument();
  });
});
