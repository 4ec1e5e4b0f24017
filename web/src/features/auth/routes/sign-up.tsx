import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { AuthCard, textLink } from '@/features/auth/components/auth-card';
import { destinationAfterSignIn } from '@/features/auth/components/destination';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { paths } from '@espasyo/domain/paths';

/** /signup, with the account type preselected from ?type=client|host (landing page buttons). */
export default function SignUpPage() {
  const { status, role } = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const initialType = params.get('type') === 'host' ? 'host' : 'client';
  const m = useMessages('authPages').signUp;

  if (status === 'loading') return <PageLoader />;
  if (status === 'signedIn') return <Navigate to={destinationAfterSignIn(location.state, role)} replace />;

  return (
    <AuthCard
      wide
      title={m.title}
      description={m.description}
      footer={
        <p>
          {m.haveAccount}{' '}
          <Link to={paths.auth.signIn.getHref()} state={location.state} className={textLink}>
            {m.signIn}
          </Link>
        </p>
      }
    >
      <SignUpForm key={initialType} initialType={initialType} />
    </AuthCard>
  );
}
