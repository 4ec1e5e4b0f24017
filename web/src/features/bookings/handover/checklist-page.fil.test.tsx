import { beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, errorBody, renderApp, screen, server, within } from '@/testing/test-utils';
import { buildChecklists } from './checklists.fixtures';
import { ChecklistPage } from './checklist-page';

const client = buildUser({ userType: 'client' });

// jsdom has no canvas: signature_pad's stand-in (as client-checkout.test.tsx's).
vi.mock('signature_pad', () => ({
  default: class {
    isEmpty = () => true;
    toDataURL = () => '';
    toData = () => [];
    fromData = () => undefined;
    clear = () => undefined;
    off = () => undefined;
    addEventListener = () => undefined;
    removeEventListener = () => undefined;
  },
}));

describe('the move-in checklist page in Filipino (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('shows the title, state, window, photos, form and sign step in Filipino', async () => {
    server.use(http.get('/api/bookings/b1/checklists', () => HttpResponse.json(buildChecklists())));
    renderApp(<ChecklistPage bookingId="b1" slug="move-in" viewer="client" />, {
      url: '/client/bookings/b1/checklists/move-in',
      user: client,
      lang: 'fil',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Checklist sa move-in' })).toBeInTheDocument();
    expect(screen.getByText('Hindi pa sinisimulan')).toBeInTheDocument();
    expect(screen.getByText('Bukas hanggang Sab, 26 Dis 2026, 12:00 AM.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bumalik sa booking/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mga litrato' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Checklist' });
    expect(within(form).getByRole('group', { name: 'Kondisyon' })).toBeInTheDocument();
    expect(within(form).getAllByRole('radio', { name: 'Maayos' }).length).toBeGreaterThan(0);
    expect(within(form).getByRole('group', { name: 'Mga reading ng metro' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'I-save ang checklist' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pirmahan ang checklist sa move-in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pirmahan ang checklist' })).toBeInTheDocument();
  });

  it('a signature refused for want of photos says, under each area still without one, what it needs', async () => {
    const fields = {
      'photos.inside': 'Magdagdag ng kahit isang litrato ng: Inside.',
      'photos.ceiling_walls': 'Magdagdag ng kahit isang litrato ng: Ceiling and walls.',
    };
    server.use(
      http.get('/api/bookings/b1/checklists', () => HttpResponse.json(buildChecklists())),
      http.post('/api/bookings/b1/checklists/move-in/sign', () =>
        HttpResponse.json(errorBody('checklist_incomplete', fields['photos.inside'], fields), { status: 422 }),
      ),
    );
    const { user } = renderApp(<ChecklistPage bookingId="b1" slug="move-in" viewer="client" />, {
      url: '/client/bookings/b1/checklists/move-in',
      user: client,
      lang: 'fil',
    });
    await user.click(await screen.findByRole('button', { name: 'I-type na lang ang buong pangalan mo' }));
    await user.type(screen.getByRole('textbox', { name: 'Ang buong pangalan mo' }), 'Bea Villanueva');
    await user.click(screen.getByRole('button', { name: 'Pirmahan ang checklist' }));
    const inside = (await screen.findByTestId('area-inside')).parentElement!;
    expect(await within(inside).findByRole('alert')).toHaveTextContent(fields['photos.inside']);
    const ceiling = screen.getByTestId('area-ceiling_walls').parentElement!;
    expect(within(ceiling).getByRole('alert')).toHaveTextContent(fields['photos.ceiling_walls']);
    expect(within(screen.getByTestId('area-entrance').parentElement!).queryByRole('alert')).not.toBeInTheDocument();
  });
});
