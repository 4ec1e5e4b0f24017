import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { disputeMessages as m } from '@espasyo/domain/messages/disputes';
import { buildUser, errorBody, renderApp, screen, server, waitFor } from '@/testing/test-utils';
import { buildDispute } from '../disputes.fixtures';
import { OpenDisputeForm } from './open-dispute-form';

const client = buildUser({ userType: 'client' });

function api(answer?: () => Response) {
  const posted: unknown[] = [];
  const photos: string[] = [];
  server.use(
    http.post('/api/disputes', async ({ request }) => {
      posted.push(await request.json());
      return answer ? answer() : HttpResponse.json(buildDispute(), { status: 201 });
    }),
    http.post('/api/disputes/:id/photos', async ({ request }) => {
      const form = await request.formData();
      photos.push((form.get('file') as File).name);
      return HttpResponse.json(buildDispute(), { status: 201 });
    }),
  );
  return { posted, photos };
}

const render = () => {
  const onOpened = vi.fn();
  const view = renderApp(<OpenDisputeForm bookingId="b1" onOpened={onOpened} onCancel={() => {}} />, {
    url: '/client/bookings/b1',
    user: client,
  });
  return { ...view, onOpened };
};

describe('the form that opens a dispute', () => {
  it('checks the reason and the description with the server’s schema before sending anything', async () => {
    const { posted } = api();
    const { user } = render();
    await user.click(screen.getByRole('button', { name: m.open.submit }));
    expect(await screen.findByText(m.reasonRequired)).toBeInTheDocument();
    expect(screen.getByText(m.descriptionRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /What happened/ }), 'Too short');
    expect(screen.getByText(/9 of 2,000 characters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.open.submit }));
    expect(await screen.findByText(m.descriptionTooShort(20))).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('opens the dispute, then adds the chosen photos (at most 6), and answers the dispute', async () => {
    const { posted, photos } = api();
    const { user, onOpened } = render();
    await user.selectOptions(screen.getByRole('combobox', { name: /What is the problem/ }), 'access_refused');
    await user.type(
      screen.getByRole('textbox', { name: /What happened/ }),
      'The guard refused me entry on the first day.',
    );
    const files = Array.from({ length: 7 }, (_, i) => new File(['x'], `p${i}.jpg`, { type: 'image/jpeg' }));
    await user.upload(screen.getByLabelText(m.open.photos), files);
    expect(screen.getByText(m.open.photosChosen(6), { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.open.removePhoto('p0.jpg') }));
    await user.click(screen.getByRole('button', { name: m.open.submit }));
    await waitFor(() => expect(onOpened).toHaveBeenCalled());
    expect(posted).toEqual([
      { bookingId: 'b1', reason: 'access_refused', description: 'The guard refused me entry on the first day.' },
    ]);
    expect(photos).toHaveLength(5); // p0 removed, p6 past the six
    expect(screen.queryByText('p6.jpg')).not.toBeInTheDocument();
    expect(onOpened).toHaveBeenCalledWith(expect.objectContaining({ id: 'd1' }), false);
  });

  it('shows the server’s refusal above the form', async () => {
    api(() => HttpResponse.json(errorBody('dispute_already_open', m.alreadyOpen), { status: 409 }));
    const { user, onOpened } = render();
    await user.selectOptions(screen.getByRole('combobox', { name: /What is the problem/ }), 'damage');
    await user.type(screen.getByRole('textbox', { name: /What happened/ }), 'A long enough description of it.');
    await user.click(screen.getByRole('button', { name: m.open.submit }));
    expect(await screen.findByText(m.alreadyOpen)).toBeInTheDocument();
    expect(onOpened).not.toHaveBeenCalled();
  });
});
