import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { UsersPage } from './users-page';

const admin = buildUser({ userType: 'admin', firstName: 'Ana', lastName: 'Admin' });
const people = [
  buildUser({ firstName: 'Liza', lastName: 'Reyes', email: 'liza@example.ph', userType: 'host', verified: true }),
  buildUser({ firstName: 'Paolo', lastName: 'Cruz', email: 'paolo@example.ph', userType: 'client' }),
];

function usersApi() {
  server.use(
    http.get('/api/admin/users', () =>
      HttpResponse.json({ items: people, total: people.length, page: 1, pageSize: 20 }),
    ),
    http.get('/api/admin/users/:id', ({ params }) =>
      HttpResponse.json({ user: people.find((u) => u.id === params.id), activeSessions: 2, twoFactorEnabled: false }),
    ),
    http.get('/api/admin/hosts/:id/balances', () =>
      HttpResponse.json({ pending: 0, available: 150_000, payoutPending: 0, paidOut: 0, debt: 0, held: 0 }),
    ),
  );
}

describe('the admin users page in Filipino (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('lists the accounts and opens one in Filipino', async () => {
    usersApi();
    const { user } = renderApp(<UsersPage />, { url: '/users', user: admin, lang: 'fil' });
    expect(await screen.findByRole('heading', { name: 'Mga User' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gawing admin' })).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Mga User' });
    expect(within(search).getByLabelText('Maghanap')).toHaveAttribute('placeholder', 'Pangalan, email o phone');
    expect(within(search).getByRole('option', { name: 'Lahat ng uri' })).toBeInTheDocument();
    expect(within(search).getByRole('option', { name: 'Suspendido' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Mga User' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Pangalan', 'Phone', 'Uri at status', 'Sumali', 'Mga aksyon']);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Liza Reyes');
    expect(rows[1]).toHaveTextContent('Host');
    expect(rows[1]).toHaveTextContent('Aktibo');
    expect(rows[1]).toHaveTextContent('Beripikado');
    expect(rows[1]).toHaveTextContent('Lin, 1 Nob 2026');
    expect(rows[2]).toHaveTextContent('Umuupa');
    expect(screen.getByText('2 user')).toBeInTheDocument();

    await user.click(within(rows[1]).getByRole('button', { name: 'I-manage si Liza Reyes' }));
    const drawer = await screen.findByRole('dialog', { name: 'I-manage ang user' });
    expect(await within(drawer).findByText('Huling pag-sign in')).toBeInTheDocument();
    expect(within(drawer).getByText('2 device')).toBeInTheDocument();
    expect(within(drawer).getByRole('heading', { name: 'Status ng account' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'I-suspend' })).toBeInTheDocument();
    expect(within(drawer).getByRole('list', { name: 'Mga hakbang ng beripikasyon' })).toHaveTextContent(
      'Email address: tapos na',
    );
    expect(await within(drawer).findByRole('heading', { name: 'Balanse' })).toBeInTheDocument();
    expect(await within(drawer).findByText('I-adjust ang balanse')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'I-suspend' }));
    const confirm = await screen.findByRole('dialog', { name: 'I-suspend si Liza Reyes?' });
    expect(within(confirm).getByRole('button', { name: 'I-suspend ang user' })).toBeInTheDocument();
  });

  it('says in Filipino when nothing matches', async () => {
    server.use(http.get('/api/admin/users', () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 })));
    renderApp(<UsersPage />, { url: '/users?q=zzz', user: admin, lang: 'fil' });
    expect(await screen.findByText('Walang tugmang user')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I-clear ang search at mga filter' })).toBeInTheDocument();
  });
});
