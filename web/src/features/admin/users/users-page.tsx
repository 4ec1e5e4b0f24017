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
import { useMessages } from '@/lib/i18n';
import { USERS_PAGE_SIZE, useUsers } from './api';
import { useUsersSearch } from './use-users-search';
import { UserDetail } from './user-detail';
import { UsersFilters } from './users-filters';
import { UsersCards, UsersTable } from './users-list';

/** /users: search, filter and page through accounts; open one to act on it. */
export function UsersPage() {
  const m = useMessages('adminPeople').users;
  const search = useUsersSearch();
  const { values, page } = search;
  const users = useUsers(values, page);
  const items = users.data?.items ?? [];

  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader
        title={m.title}
        description={m.description}
        actions={
          <Link to={paths.admin.makeAdmin.getHref()} className={buttonClasses('outline')}>
            <UserCog aria-hidden="true" className="size-4" />
            {m.makeAdmin}
          </Link>
        }
      />
      <UsersFilters search={search} />

      {users.isPending ? (
        <LoadingList label={m.loading} count={5} itemClassName="h-16" />
      ) : users.isError ? (
        <LoadError title={m.error} error={users.error} onRetry={() => void users.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Users}
          title={search.filtered ? m.noMatch.title : m.none.title}
          action={
            search.filtered && (
              <Button variant="outline" onClick={search.clear}>
                {m.clear}
              </Button>
            )
          }
        >
          {search.filtered ? m.noMatch.text : m.none.text}
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-600" aria-live="polite">
            {m.count({ count: users.data.total })}
            {users.isFetching && m.updating}
          </p>
          <UsersTable items={items} onOpen={search.open} />
          <UsersCards items={items} onOpen={search.open} />
          <Pagination
            page={page}
            pageSize={USERS_PAGE_SIZE}
            total={users.data.total}
            onPage={search.setPage}
            label={m.pages}
          />
        </>
      )}

      <Drawer open={!!values.user} onClose={search.close} title={m.drawer}>
        {values.user && <UserDetail id={values.user} />}
      </Drawer>
    </>
  );
}
