import { Link, Navigate, useLocation } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { isAdmin } from '@espasyo/domain/roles';
import { paths } from '@espasyo/domain/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageLoader } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { AuthCard, textLink } from '@/features/auth/components/auth-card';
import { destinationAfterSignIn } from '@/features/auth/components/destination';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { PageTitle } from '@/components/page-title';

/**
 * /admin: staff sign-in. The admin guard sends visitors here with the page they wanted;
 * a signed-in account without admin rights sees the spec's Access Denied text (docs/product/roles.md).
 */
export default function AdminSignInPage() {
  const { status, user, role, signOut } = useAuth();
  const location = useLocation();
  const m = useMessages('authPages').admin;

  if (status === 'loading') return <PageLoader />;
  if (user && (isAdmin(user) || role === 'moderator'))
    return <Navigate to={destinationAfterSignIn(location.state, role)} replace />;
  if (user)
    return (
      <div className="w-full max-w-md">
        <PageTitle>{m.deniedTitle}</PageTitle>
        <Card className="text-center">
          <h1 className="text-xl font-bold text-ink-900">{m.deniedTitle}</h1>
          <p className="mt-3 text-base text-ink-700">{m.deniedBody}</p>
          <p className="mt-2 text-sm text-ink-600">{m.deniedHint}</p>
          <p className="mt-4 text-sm text-ink-600">
            {m.signedInAs} <strong className="break-all text-ink-900">{user.email}</strong>
          </p>
          <div className="mt-6 flex flex-col gap-3">
            <Button variant="secondary" onClick={() => void signOut()}>
              {m.otherAccount}
            </Button>
            <Link to={paths.home.getHref()} className={buttonClasses('outline')}>
              {m.goHome}
            </Link>
          </div>
        </Card>
      </div>
    );

  return (
    <AuthCard
      title={m.title}
      description={m.description}
      badge={
        <div className="mb-4 inline-flex items-center gap-2 rounded-full bg-brand-900 px-3 py-1 text-sm font-semibold text-white">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {m.badge}
        </div>
      }
      footer={
        <p>
          {m.notStaff}{' '}
          <Link to={paths.auth.signIn.getHref()} className={textLink}>
            {m.regular}
          </Link>
        </p>
      }
    >
      <SignInForm submitLabel={m.submit} />
    </AuthCard>
  );
}
