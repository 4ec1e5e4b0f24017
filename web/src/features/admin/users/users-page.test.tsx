import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { User } from '@espasyo/domain/schemas/auth';
import { buildUser, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { UsersPage } from './users-page';

const admin = buildUser({ userType: 'admin', firstName: 'Ana', lastName: 'Admin' });
const people = [
  buildUser({ firstName: 'Liza', lastName: 'Reyes', email: 'liza@example.ph', userType: 'host' }),
  buildUser({ firstName: 'Paolo', lastName: 'Cruz', email: 'paolo@example.ph', userType: 'client' }),
];

/** Answers GET /api/admin/users from `people` (and a host's balances), recording each request's query. */
function usersApi(list: User[] = people) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/users', ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q);
      const items = list.filter(
        (u) =>
          (!q.get('type') || u.userType === q.get('type')) &&
          (!q.get('q') || `${u.name} ${u.email}`.toLowerCase().includes(q.get('q')!.toLowerCase())),
      );
      return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 20 });
    }),
    http.get('/api/admin/users/:id', ({ params }) =>
      HttpResponse.json({ user: list.find((u) => u.id === params.id), activeSessions: 1, twoFactorEnabled: false }),
    ),
    http.get('/api/admin/hosts/:id/balances', () =>
      HttpResponse.json({ pending: 0, available: 0, payoutPending: 0, paidOut: 0, debt: 0 }),
    ),
  );
  return queries;
}

const table = () => screen.findByRole('table', { name: 'Users' });

describe('admin users page', () => {
  it('lists the accounts the API returns', async () => {
    const queries = usersApi();
    renderApp(<UsersPage />, { url: '/users', user: admin });
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3); // header + 2
    expect(rows[1]).toHaveTextContent('Liza Reyes');
    expect(rows[1]).toHaveTextContent('liza@example.ph');
    expect(rows[2]).toHaveTextContent('Paolo Cruz');
    expect(screen.getByText('2 users')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0])).toEqual({ page: '1', pageSize: '20' });
  });

  it('sends the search and the type filter to the API', async () => {
    const queries = usersApi();
    const { user, router } = renderApp(<UsersPage />, { url: '/users', user: admin });
    await table();
    await user.selectOptions(screen.getByLabelText('Type'), 'host');
    await waitFor(() => expect(queries.at(-1)?.get('type')).toBe('host'));
    expect(router.state.location.search).toBe('?type=host');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'liza{Enter}');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('liza'));
    expect(queries.at(-1)?.get('type')).toBe('host');
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);
  });

  it('says so when nothing matches, and clears the filters', async () => {
    const queries = usersApi();
    const { user } = renderApp(<UsersPage />, { url: '/users?type=moderator', user: admin });
    expect(await screen.findByText('No users match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await table();
    expect(queries.at(-1)?.get('type')).toBeNull();
  });

  it('suspends an account after confirmation', async () => {
    usersApi();
    const suspended: string[] = [];
    server.use(
      http.post('/api/admin/users/:id/suspend', ({ params }) => {
        suspended.push(String(params.id));
        return HttpResponse.json({ user: { ...people[0], status: 'suspended' } });
      }),
    );
    const { user } = renderApp(<UsersPage />, { url: '/users', user: admin });
    await table();
    await user.click(screen.getByRole('button', { name: 'Manage Liza Reyes' }));
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Liza Reyes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend user' }));
    expect(await screen.findByText('Liza Reyes is suspended.')).toBeInTheDocument();
    expect(suspended).toEqual([people[0].id]);
  });
});
