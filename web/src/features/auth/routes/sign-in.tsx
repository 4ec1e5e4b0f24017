import { Link, Navigate, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { AuthCard, textLink } from '@/features/auth/components/auth-card';
import { destinationAfterSignIn, publicSearchFor, signInReason } from '@/features/auth/components/destination';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { paths } from '@espasyo/domain/paths';

/**
 * /signin. Once signed in (now or already) the user goes back where they were headed, else by type.
 * A search from the landing page leads here (its /client/browse needs an account): the same search
 * is offered on the public /spaces too.
 */
export default function SignInPage() {
  const { status, role } = useAuth();
  const location = useLocation();
  const publicSearch = publicSearchFor(location.state);
  const m = useMessages('auth').signIn;

  if (status === 'loading') return <PageLoader />;
  if (status === 'signedIn') return <Navigate to={destinationAfterSignIn(location.state, role)} replace />;

  return (
    <AuthCard
      title={m.title}
      description={signInReason(location.state, m) ?? m.description}
      footer={
        <div className="space-y-2">
          <p>
            {m.noAccount}{' '}
            <Link to={paths.auth.signUp.getHref()} state={location.state} className={textLink}>
              {m.signUp}
            </Link>
          </p>
          <p className="text-sm">
            <Link to={paths.auth.adminSignIn.getHref()} className={textLink}>
              {m.adminLink}
            </Link>
          </p>
        </div>
      }
    >
      {publicSearch && (
        <Link to={publicSearch} className={`${buttonClasses('outline', 'md', true)} mb-6`}>
          {m.browseWithoutAccount}
        </Link>
      )}
      <SignInForm social />
    </AuthCard>
  );
}
