import { Link } from 'react-router';
import { homePathFor, isAdmin } from '@espasyo/domain/roles';
import { paths } from '@espasyo/domain/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { PageTitle } from '@/components/page-title';

/** /test-auth (development builds only): what the app believes about the current session. */
export default function TestAuthPage() {
  const m = useMessages('dev').testAuth;
  const auth = useAuth();
  const rows: Array<[string, string]> = [
    [m.state, auth.status],
    [m.role, auth.role ?? '—'],
    [m.admin, String(isAdmin(auth.user))],
    [m.home, auth.user ? homePathFor(auth.role) : '—'],
    [m.error, auth.error ?? '—'],
  ];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <PageTitle>{m.pageTitle}</PageTitle>
      <PageHeader title={m.title} description={m.description} />
      <Card>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-base">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="font-semibold text-ink-700">{k}</dt>
              <dd className="break-all text-ink-900">{v}</dd>
            </div>
          ))}
        </dl>
        <pre className="mt-4 max-h-96 overflow-auto rounded-field bg-ink-900 p-4 text-sm text-ink-100">
          {JSON.stringify(auth.user, null, 2)}
        </pre>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => void auth.refresh()}>
            {m.reread}
          </Button>
          {auth.user ? (
            <Button variant="danger" onClick={() => void auth.signOut()}>
              {m.signOut}
            </Button>
          ) : (
            <Link
              to={paths.auth.signIn.getHref()}
              state={{ from: { pathname: paths.dev.testAuth.getHref() } }}
              className={buttonClasses('secondary')}
            >
              {m.signIn}
            </Link>
          )}
        </div>
      </Card>
    </div>
  );
}
