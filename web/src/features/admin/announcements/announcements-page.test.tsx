import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminAnnouncement } from '@espasyo/domain/contracts/announcements';
import { installedSettings, mergeSettings } from '@espasyo/domain/settings/defaults';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { AnnouncementsPage } from './announcements-page';

const admin = buildUser({ userType: 'admin', firstName: 'Ana', lastName: 'Admin' });

const item = (over: Partial<AdminAnnouncement> = {}): AdminAnnouncement => ({
  id: 'a1',
  title: 'Maintenance on Sunday',
  body: 'Payments pause from 1 to 3 AM.',
  audience: 'clients',
  status: 'draft',
  state: 'draft',
  endsOn: null,
  endsAt: null,
  publishedAt: null,
  author: { id: admin.id, name: 'Ana Admin' },
  dismissals: 0,
  emailSubscribers: false,
  emailedAt: null,
  createdAt: '2026-03-02T01:00:00.000Z',
  updatedAt: '2026-03-02T01:00:00.000Z',
  ...over,
});

/** The list from `items`; records what is created, saved and published. */
function announcementsApi(
  items: AdminAnnouncement[],
  { createError, marketingEmails = false }: { createError?: object; marketingEmails?: boolean } = {},
) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const settings = mergeSettings(installedSettings, { notifications: { marketingEmails } });
  server.use(
    http.get('/api/admin/settings', () =>
      HttpResponse.json({ settings, createdAt: null, updatedAt: null, lastUpdatedBy: null, importedAt: null }),
    ),
    http.get('/api/admin/announcements', () =>
      HttpResponse.json({ items, total: items.length, page: 1, pageSize: 20 }),
    ),
    http.post('/api/admin/announcements', async ({ request }) => {
      const body = await request.json();
      calls.push({ method: 'POST', url: request.url, body });
      if (createError) return HttpResponse.json(createError, { status: 400 });
      return HttpResponse.json(item({ ...(body as object), id: 'new' }), { status: 201 });
    }),
    http.post('/api/admin/announcements/:id/:action', ({ params, request }) => {
      calls.push({ method: 'POST', url: request.url });
      const published = params.action === 'publish';
      return HttpResponse.json(
        item({ status: published ? 'published' : 'draft', state: published ? 'live' : 'draft' }),
      );
    }),
  );
  return calls;
}

describe('AnnouncementsPage', () => {
  it('lists each with its audience and state; an empty list says what to do', async () => {
    announcementsApi([
      item(),
      item({ id: 'a2', title: 'Holiday hours', audience: 'hosts', status: 'published', state: 'live', dismissals: 12 }),
    ]);
    renderApp(<AnnouncementsPage />, { user: admin });
    const table = await screen.findByRole('table', { name: 'Announcements' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Maintenance on Sunday');
    expect(rows[1]).toHaveTextContent('Clients');
    expect(rows[1]).toHaveTextContent('Draft');
    expect(rows[2]).toHaveTextContent('Live');
    expect(rows[2]).toHaveTextContent('12');
    expect(within(rows[2]).getByRole('button', { name: 'Unpublish: Holiday hours' })).toBeInTheDocument();
  });

  it(
    'the form checks with the server’s messages, previews the banner, and publishes at once when asked',
    { timeout: 20_000 },
    async () => {
      const calls = announcementsApi([]);
      renderApp(<AnnouncementsPage />, { user: admin });
      await screen.findByText('No announcements yet');
      await userEvent.click(screen.getAllByRole('button', { name: 'New announcement' })[0]);
      const drawer = await screen.findByRole('dialog', { name: 'New announcement' });
      await userEvent.click(within(drawer).getByRole('button', { name: 'Save and publish' }));
      expect(await within(drawer).findByText('Enter a title.')).toBeInTheDocument();
      expect(within(drawer).getByText('Enter the announcement.')).toBeInTheDocument();

      await userEvent.type(within(drawer).getByLabelText(/^Title/), 'Maintenance on Sunday');
      await userEvent.type(within(drawer).getByLabelText(/^Announcement/), 'Payments pause from 1 to 3 AM.');
      await userEvent.selectOptions(within(drawer).getByLabelText('Who sees it'), 'hosts');
      const preview = within(drawer).getByRole('region', { name: 'Preview' });
      expect(preview).toHaveTextContent('Maintenance on Sunday');
      expect(preview).toHaveTextContent('Payments pause from 1 to 3 AM.');
      await userEvent.click(within(drawer).getByRole('button', { name: 'Save and publish' }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0].url).toMatch(/\?publish=true$/);
      expect(calls[0].body).toEqual({
        title: 'Maintenance on Sunday',
        body: 'Payments pause from 1 to 3 AM.',
        audience: 'hosts',
        endsOn: null,
        emailSubscribers: false,
      });
      expect(await screen.findByText('Announcement published.')).toBeInTheDocument();
    },
  );

  it('the server’s refusal of the end date shows under it', { timeout: 20_000 }, async () => {
    const message = 'The end date has passed. Choose today or a later day.';
    announcementsApi([], { createError: errorBody('validation_error', message, { endsOn: message }) });
    renderApp(<AnnouncementsPage />, { user: admin });
    await userEvent.click((await screen.findAllByRole('button', { name: 'New announcement' }))[0]);
    const drawer = await screen.findByRole('dialog', { name: 'New announcement' });
    await userEvent.type(within(drawer).getByLabelText(/^Title/), 'Old news');
    await userEvent.type(within(drawer).getByLabelText(/^Announcement/), 'Gone.');
    await userEvent.type(within(drawer).getByLabelText(/^End date/), '2026-01-01');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save draft' }));
    expect(await within(drawer).findByText(message)).toBeInTheDocument();
  });

  it('publishing asks first, then calls publish', async () => {
    const calls = announcementsApi([item()]);
    renderApp(<AnnouncementsPage />, { user: admin });
    const table = await screen.findByRole('table', { name: 'Announcements' });
    await userEvent.click(within(table).getByRole('button', { name: 'Publish: Maintenance on Sunday' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this announcement?' });
    expect(dialog).toHaveTextContent('It shows at once as a banner to clients');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual([expect.stringMatching(/\/a1\/publish$/)]));
    expect(await screen.findByText('Announcement published.')).toBeInTheDocument();
  });

  it('emailing it as news: chosen in the form; the form says so when marketing emails are off (issue 30)', async () => {
    const calls = announcementsApi([]);
    renderApp(<AnnouncementsPage />, { user: admin });
    await userEvent.click((await screen.findAllByRole('button', { name: 'New announcement' }))[0]);
    const drawer = await screen.findByRole('dialog', { name: 'New announcement' });
    const email = within(drawer).getByRole('checkbox', { name: 'Also email it as news' });
    expect(await within(drawer).findByText(/Marketing emails are turned off in Settings/)).toBeInTheDocument();
    await userEvent.type(within(drawer).getByLabelText(/^Title/), 'Parking in Cebu');
    await userEvent.type(within(drawer).getByLabelText(/^Announcement/), 'New slots near IT Park.');
    await userEvent.click(email);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({ emailSubscribers: true });
  });

  it('an announcement emailed already says when, and cannot be emailed again', async () => {
    announcementsApi([item({ emailSubscribers: true, emailedAt: '2026-03-02T02:00:00.000Z' })], {
      marketingEmails: true,
    });
    renderApp(<AnnouncementsPage />, { user: admin });
    const table = await screen.findByRole('table', { name: 'Announcements' });
    await userEvent.click(within(table).getByRole('button', { name: /edit/i }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit announcement' });
    const email = within(drawer).getByRole('checkbox', { name: 'Also email it as news' });
    expect(email).toBeChecked();
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription(/^Emailed as news/);
  });
});
