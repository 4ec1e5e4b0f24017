import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Search, UserCog, Users } from 'lucide-react';
import { userTypes } from '@espasyo/domain/roles';
import { userStatuses } from '@espasyo/domain/schemas/admin';
import type { User } from '@espasyo/domain/schemas/auth';
import { limits } from '@espasyo/domain/schemas/limits';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { Drawer } from '@/features/admin/shared/drawer';
import { Pagination } from '@/features/admin/shared/pagination';
import { Skeleton } from '@/features/admin/shared/skeleton';
import { useSearchState } from '@/features/admin/shared/use-search-state';
import { USERS_PAGE_SIZE, useUsers } from './api';
import { UserBadges } from './user-badges';
import { UserDetail } from './user-detail';
import { statusLabel, typeLabel } from './user-labels';
import { PageTitle } from '@/components/page-title';
import { paths } from '@espasyo/domain';

function Badges({ user }: { user: User }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <UserBadges user={user} />
    </span>
  );
}

/** /users: search, filter and page through accounts; open one to act on it. */
export function UsersPage() {
  const { values, page, set } = useSearchState(['q', 'type', 'status', 'user'] as const);
  const [search, setSearch] = useState(values.q);
  const users = useUsers(values, page);

  // Search as the admin types, a moment after they stop, so each key press is not a request.
  useEffect(() => {
    if (search === values.q) return;
    const t = setTimeout(() => set({ ...values, q: search, user: '' }), 350);
    return () => clearTimeout(t);
  }, [search]);

  const open = (id: string) => set({ ...values, user: id, page });
  const close = () => set({ ...values, user: '', page });
  const filtered = !!(values.q || values.type || values.status);
  const items = users.data?.items ?? [];

  return (
    <>
      <PageTitle>Users</PageTitle>
      <PageHeader
        title="Users"
        description="Find an account by name, email or phone, then suspend, reactivate, change its type or verify it."
        actions={
          <Link to={paths.admin.makeAdmin.getHref()} className={buttonClasses('outline')}>
            <UserCog aria-hidden="true" className="size-4" />
            Make admin
          </Link>
        }
      />

      <Card className="mb-6">
        <form
          role="search"
          aria-label="Users"
          onSubmit={(e) => {
            e.preventDefault();
            set({ ...values, q: search, user: '' });
          }}
          className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
        >
          <TextField
            label="Search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name, email or phone"
            maxLength={limits.search}
            autoCapitalize="none"
            spellCheck={false}
            trailing={<Search aria-hidden="true" className="mr-3 size-5 text-ink-500" />}
          />
          <Select
            label="Type"
            value={values.type}
            onChange={(e) => set({ ...values, type: e.target.value, user: '' })}
            options={[{ value: '', label: 'All types' }, ...userTypes.map((t) => ({ value: t, label: typeLabel(t) }))]}
          />
          <Select
            label="Status"
            value={values.status}
            onChange={(e) => set({ ...values, status: e.target.value, user: '' })}
            options={[
              { value: '', label: 'All statuses' },
              ...userStatuses.map((s) => ({ value: s, label: statusLabel(s) })),
            ]}
          />
        </form>
      </Card>

      {users.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading users">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : users.isError ? (
        <Alert tone="danger" title="Users could not be loaded">
          <p>{errorMessage(users.error)}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void users.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState
          icon={Users}
          title={filtered ? 'No users match' : 'No users yet'}
          action={
            filtered && (
              <Button
                variant="outline"
                onClick={() => {
                  setSearch('');
                  set({ q: '', type: '', status: '', user: '' });
                }}
              >
                Clear search and filters
              </Button>
            )
          }
        >
          {filtered
            ? 'Check the spelling, or search by email address or phone number instead.'
            : 'Accounts appear here as people sign up.'}
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-600" aria-live="polite">
            {users.data.total.toLocaleString('en-PH')} {users.data.total === 1 ? 'user' : 'users'}
            {users.isFetching && ' · updating…'}
          </p>
          <div className="hidden overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Users</caption>
              <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Name
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Phone
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Type and status
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Joined
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {items.map((u) => (
                  <tr key={u.id} className="hover:bg-ink-50">
                    <td className="px-4 py-3">
                      <span className="block font-medium wrap-anywhere text-ink-900">{u.name || '(no name)'}</span>
                      <span className="block wrap-anywhere text-ink-600">{u.email}</span>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink-700">{u.phone || '—'}</td>
                    <td className="px-4 py-3">
                      <Badges user={u} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink-700">{formatDate(u.createdAt)}</td>
                    <td className="px-4 py-2 text-right">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => open(u.id)}
                        aria-label={`Manage ${u.name || u.email}`}
                      >
                        Manage
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden">
            {items.map((u) => (
              <li key={u.id}>
                <button
                  type="button"
                  onClick={() => open(u.id)}
                  className="w-full rounded-card border border-ink-200 bg-white p-4 text-left shadow-card hover:border-brand-500"
                >
                  <span className="block font-semibold wrap-anywhere text-ink-900">{u.name || '(no name)'}</span>
                  <span className="block text-sm wrap-anywhere text-ink-600">{u.email}</span>
                  {u.phone && <span className="block text-sm text-ink-600">{u.phone}</span>}
                  <span className="mt-2 block">
                    <Badges user={u} />
                  </span>
                  <span className="mt-2 block text-sm text-ink-600">Joined {formatDate(u.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={USERS_PAGE_SIZE}
            total={users.data.total}
            onPage={(p) => set({ ...values, user: '', page: p })}
            label="Users pages"
          />
        </>
      )}

      <Drawer open={!!values.user} onClose={close} title="Manage user">
        {values.user && <UserDetail id={values.user} />}
      </Drawer>
    </>
  );
}
