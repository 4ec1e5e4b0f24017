import { Link } from 'react-router';
import { UserCog, Users } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { PageTitle } from '@/components/page-title';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Drawer } from '@/components/ui/drawer';
import { LoadError } from '@/components/load-error';
import { LoadingList } from '@/features/admin/shared/load-states';
import { Pagination } from '@/components/ui/pagination';
import { USERS_PAGE_SIZE, useUsers } from './api';
import { useUsersSearch } from './use-users-search';
import { UserDetail } from './user-detail';
import { UsersFilters } from './users-filters';
import { UsersCards, UsersTable } from './users-list';

/** /users: search, filter and page through accounts; open one to act on it. */
export function UsersPage() {
  const search = useUsersSearch();
  const { values, page } = search;
  const users = useUsers(values, page);
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
      <UsersFilters search={search} />

      {users.isPending ? (
        <LoadingList label="Loading users" count={5} itemClassName="h-16" />
      ) : users.isError ? (
        <LoadError title="Users could not be loaded" error={users.error} onRetry={() => void users.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Users}
          title={search.filtered ? 'No users match' : 'No users yet'}
          action={
            search.filtered && (
              <Button variant="outline" onClick={search.clear}>
                Clear search and filters
              </Button>
            )
          }
        >
          {search.filtered
            ? 'Check the spelling, or search by email address or phone number instead.'
            : 'Accounts appear here as people sign up.'}
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-600" aria-live="polite">
            {users.data.total.toLocaleString('en-PH')} {users.data.total === 1 ? 'user' : 'users'}
            {users.isFetching && ' · updating…'}
          </p>
          <UsersTable items={items} onOpen={search.open} />
          <UsersCards items={items} onOpen={search.open} />
          <Pagination
            page={page}
            pageSize={USERS_PAGE_SIZE}
            total={users.data.total}
            onPage={search.setPage}
            label="Users pages"
          />
        </>
      )}

      <Drawer open={!!values.user} onClose={search.close} title="Manage user">
        {values.user && <UserDetail id={values.user} />}
      </Drawer>
    </>
  );
}
