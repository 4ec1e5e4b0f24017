import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SentNotice } from '@espasyo/domain/contracts/staff-notices';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { NoticesPage } from './notices-page';

const admin = buildUser({ userType: 'admin', firstName: 'Ana', lastName: 'Admin' });

const sent = (over: Partial<SentNotice> = {}): SentNotice => ({
  id: 'n1',
  kind: 'notice',
  audience: 'clients',
  recipient: null,
  title: 'Holiday hours',
  message: 'Support answers until 6 PM.',
  link: null,
  recipients: 1234,
  sentBy: { id: admin.id, name: 'Ana Admin' },
  source: null,
  suppressed: 0,
  sentAt: '2026-03-02T01:00:00.000Z',
  ...over,
});

function noticesApi({ sendError }: { sendError?: object } = {}) {
  const posted: unknown[] = [];
  const kinds: string[] = [];
  server.use(
    http.get('/api/admin/notifications', ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind') ?? 'notice';
      kinds.push(kind);
      const items =
        kind === 'alert'
          ? [
              sent({
                id: 'al',
                kind: 'alert',
                audience: 'admins',
                title: 'Scheduled job failed: payments-reconcile',
                sentBy: null,
                source: 'job:payments-reconcile',
                recipients: 2,
                suppressed: 3,
              }),
            ]
          : [sent()];
      return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 20 });
    }),
    http.get('/api/admin/notifications/recipients', ({ request }) => {
      const q = new URL(request.url).searchParams;
      const email = q.get('email');
      if (q.get('audience') !== 'user') return HttpResponse.json({ count: 1234, user: null, systemAlerts: true });
      const user = email === 'maria@example.ph' ? { name: 'Maria Santos', email, role: 'host' } : null;
      return HttpResponse.json({ count: user ? 1 : 0, user, systemAlerts: true });
    }),
    http.post('/api/admin/notifications', async ({ request }) => {
      const body = await request.json();
      posted.push(body);
      if (sendError) return HttpResponse.json(sendError, { status: 400 });
      return HttpResponse.json(sent({ audience: 'user', recipients: 1 }), { status: 201 });
    }),
  );
  return { posted, kinds };
}

describe('NoticesPage', () => {
  it('to one user: found by email in the preview, checked, confirmed, then sent', { timeout: 20_000 }, async () => {
    const api = noticesApi();
    renderApp(<NoticesPage />, { user: admin });
    const form = await screen.findByRole('form', { name: 'New notification' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send notification' }));
    expect(await within(form).findByText('Enter the email address of the user.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a title.')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText(/^Email address/), 'maria@example.ph');
    await userEvent.type(within(form).getByLabelText(/^Title/), 'Your listing is live');
    await userEvent.type(within(form).getByLabelText(/^Message/), 'Guests can book it now.');
    await userEvent.type(within(form).getByLabelText(/^Link/), '/host/listings');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Your listing is live');
    expect(await within(preview).findByText(/Maria Santos/)).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Send notification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this notification?' });
    expect(dialog).toHaveTextContent('It goes to maria@example.ph at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.posted).toHaveLength(1));
    expect(api.posted[0]).toEqual({
      audience: 'user',
      email: 'maria@example.ph',
      title: 'Your listing is live',
      message: 'Guests can book it now.',
      link: '/host/listings',
    });
    expect(await screen.findByText('Notification sent to 1 person.')).toBeInTheDocument();
  });

  it(
    'a link to another site is refused under the field; an unknown account comes back under the email',
    { timeout: 20_000 },
    async () => {
      const message = 'No account with this email address.';
      noticesApi({ sendError: errorBody('notice_no_recipient', message, { email: message }) });
      renderApp(<NoticesPage />, { user: admin });
      const form = await screen.findByRole('form', { name: 'New notification' });
      await userEvent.type(within(form).getByLabelText(/^Email address/), 'nobody@example.ph');
      await userEvent.type(within(form).getByLabelText(/^Title/), 'Hello');
      await userEvent.type(within(form).getByLabelText(/^Message/), 'Hi.');
      await userEvent.type(within(form).getByLabelText(/^Link/), 'https://evil.example');
      await userEvent.click(within(form).getByRole('button', { name: 'Send notification' }));
      expect(
        await within(form).findByText('Enter a path on this site that starts with /, such as /client/bookings.'),
      ).toBeInTheDocument();
      await userEvent.clear(within(form).getByLabelText(/^Link/));
      await userEvent.click(within(form).getByRole('button', { name: 'Send notification' }));
      await waitFor(() => expect(within(form).queryByText(/Enter a path/)).not.toBeInTheDocument());
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
      const email = within(form).getByLabelText(/^Email address/);
      await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining(message)));
      expect(email).toHaveAttribute('aria-invalid', 'true');
    },
  );

  it(
    'to a group: the preview counts them; what was sent and the system alerts are listed in tabs',
    { timeout: 20_000 },
    async () => {
      const api = noticesApi();
      renderApp(<NoticesPage />, { user: admin });
      const form = await screen.findByRole('form', { name: 'New notification' });
      await userEvent.selectOptions(within(form).getByLabelText('Send to'), 'clients');
      expect(within(form).queryByLabelText(/^Email address/)).not.toBeInTheDocument();
      expect(await screen.findByText('All clients: 1,234 recipients')).toBeInTheDocument();

      expect(await screen.findByText('Holiday hours')).toBeInTheDocument();
      expect(screen.getByText(/Sent by Ana Admin/)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('tab', { name: 'System alerts' }));
      expect(await screen.findByText('Scheduled job failed: payments-reconcile')).toBeInTheDocument();
      expect(screen.getByText(/3 similar alerts held back the hour before/)).toBeInTheDocument();
      expect(api.kinds).toContain('alert');
      expect(screen.getByText(/System alerts are on/)).toBeInTheDocument();
    },
  );
});
