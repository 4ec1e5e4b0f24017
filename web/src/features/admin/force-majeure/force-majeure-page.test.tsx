import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminForceMajeure } from '@espasyo/domain/contracts/force-majeure';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { ForceMajeurePage } from './force-majeure-page';

const admin = buildUser({ userType: 'admin', firstName: 'Ana', lastName: 'Admin' });

const event = (over: Partial<AdminForceMajeure> = {}): AdminForceMajeure => ({
  id: 'e1',
  name: 'Typhoon Signal No. 3',
  details: '',
  places: [{ code: '1300000000', name: 'Metro Manila', kind: 'province' }],
  startDate: '2026-10-24',
  endDate: '2026-10-26',
  state: 'in_force',
  declaredAt: '2026-10-23T10:00:00.000Z',
  declaredBy: { id: admin.id, name: 'Ana Admin' },
  affected: 4,
  endedAt: null,
  withdrawnAt: null,
  endReason: null,
  ...over,
});

/** The list from `items`, the place data, and what is declared or ended. */
function api(items: AdminForceMajeure[], { declareError }: { declareError?: object } = {}) {
  const calls: { url: string; body: unknown }[] = [];
  server.use(
    http.get('/api/admin/force-majeure', () =>
      HttpResponse.json({ items, total: items.length, page: 1, pageSize: 20 }),
    ),
    http.get('/api/places/regions', () => HttpResponse.json({ items: [{ code: '1300000000', name: 'NCR' }] })),
    http.get('/api/places/regions/:code/provinces', () =>
      HttpResponse.json({ items: [{ code: '1300000000', name: 'Metro Manila' }] }),
    ),
    http.get('/api/places/provinces/:code/cities', () =>
      HttpResponse.json({
        items: [{ code: '1380300000', name: 'Makati City', kind: 'huc', lat: null, lng: null }],
      }),
    ),
    http.post('/api/admin/force-majeure', async ({ request }) => {
      const body = await request.json();
      calls.push({ url: request.url, body });
      if (declareError) return HttpResponse.json(declareError, { status: 400 });
      return HttpResponse.json(event({ affected: 2 }), { status: 201 });
    }),
    http.post('/api/admin/force-majeure/:id/end', async ({ request }) => {
      calls.push({ url: request.url, body: await request.json() });
      return HttpResponse.json(event({ state: 'withdrawn', withdrawnAt: '2026-10-24T00:00:00.000Z' }));
    }),
  );
  return calls;
}

describe('ForceMajeurePage', () => {
  it('lists each event with its places, days, state and the bookings it covered', async () => {
    api([event(), event({ id: 'e2', name: 'Habagat floods', state: 'over', affected: 1 })]);
    renderApp(<ForceMajeurePage />, { user: admin });
    const first = (await screen.findByRole('heading', { name: 'Typhoon Signal No. 3' })).closest('li')!;
    expect(first).toHaveTextContent('Metro Manila');
    expect(first).toHaveTextContent('In force');
    expect(first).toHaveTextContent('4 bookings affected');
    expect(within(first).getByRole('button', { name: 'End or withdraw: Typhoon Signal No. 3' })).toBeInTheDocument();
    const second = screen.getByRole('heading', { name: 'Habagat floods' }).closest('li')!;
    expect(second).toHaveTextContent('Over');
    expect(within(second).queryByRole('button')).toBeNull();
  });

  it(
    'checks the form with the server’s messages, then declares with the places’ codes',
    { timeout: 20_000 },
    async () => {
      const calls = api([]);
      renderApp(<ForceMajeurePage />, { user: admin });
      const form = await screen.findByRole('form', { name: 'Declare an event' });
      await userEvent.click(within(form).getByRole('button', { name: 'Declare an event' }));
      expect(await within(form).findByText('Enter the event’s name.')).toBeInTheDocument();
      expect(within(form).getByText('Choose at least one province or city.')).toBeInTheDocument();
      expect(within(form).getByText('Enter the first day as a date.')).toBeInTheDocument();
      expect(calls).toEqual([]);

      await userEvent.type(within(form).getByLabelText(/^Name/), 'Typhoon Signal No. 3');
      await userEvent.selectOptions(within(form).getByLabelText('Region'), '1300000000');
      await waitFor(() => expect(within(form).getByLabelText('Province')).toBeEnabled());
      await userEvent.selectOptions(within(form).getByLabelText('Province'), '1300000000');
      await userEvent.click(within(form).getByRole('button', { name: 'Add place' }));
      expect(within(form).getByRole('list', { name: 'Places covered' })).toHaveTextContent('Metro Manila');
      await userEvent.type(within(form).getByLabelText(/^First day/), '2026-10-24');
      await userEvent.type(within(form).getByLabelText(/^Last day/), '2026-10-23');
      await userEvent.click(within(form).getByRole('button', { name: 'Declare an event' }));
      expect(await within(form).findByText('The last day cannot be before the first day.')).toBeInTheDocument();
      await userEvent.clear(within(form).getByLabelText(/^Last day/));
      await userEvent.type(within(form).getByLabelText(/^Last day/), '2026-10-26');
      await userEvent.click(within(form).getByRole('button', { name: 'Declare an event' }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0].body).toEqual({
        name: 'Typhoon Signal No. 3',
        details: '',
        places: ['1300000000'],
        startDate: '2026-10-24',
        endDate: '2026-10-26',
      });
      expect(
        await screen.findByText('Event declared. 2 bookings are affected; both sides were told.'),
      ).toBeInTheDocument();
    },
  );

  it('shows the server’s refusal under its field', { timeout: 20_000 }, async () => {
    const message = 'Choose a province or city from the list.';
    api([], { declareError: errorBody('validation_error', message, { places: message }) });
    renderApp(<ForceMajeurePage />, { user: admin });
    const form = await screen.findByRole('form', { name: 'Declare an event' });
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Signal No. 1');
    await userEvent.selectOptions(within(form).getByLabelText('Region'), '1300000000');
    await waitFor(() => expect(within(form).getByLabelText('Province')).toBeEnabled());
    await userEvent.selectOptions(within(form).getByLabelText('Province'), '1300000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Add place' }));
    await userEvent.type(within(form).getByLabelText(/^First day/), '2026-10-24');
    await userEvent.type(within(form).getByLabelText(/^Last day/), '2026-10-24');
    await userEvent.click(within(form).getByRole('button', { name: 'Declare an event' }));
    expect(await within(form).findByText(message)).toBeInTheDocument();
  });

  it('withdrawing asks for a reason first', { timeout: 20_000 }, async () => {
    const calls = api([event()]);
    renderApp(<ForceMajeurePage />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'End or withdraw: Typhoon Signal No. 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'End or withdraw: Typhoon Signal No. 3' });
    await userEvent.selectOptions(within(dialog).getByLabelText('What to do'), 'withdraw');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw event' }));
    expect(await within(dialog).findByText('Enter the reason.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Declared for the wrong region.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw event' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({ mode: 'withdraw', reason: 'Declared for the wrong region.' });
  });
});
