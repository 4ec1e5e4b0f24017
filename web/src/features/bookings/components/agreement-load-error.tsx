import { Link } from 'react-router';
import { ErrorCode } from '@espasyo/domain/errors';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/page-title';
import { errorMessage, isApiError } from '@/lib/api-client';

/** The agreement or its booking could not be read: not this account's or gone (not_found), or a failure to retry. */
export function AgreementLoadError({
  error,
  back,
  onRetry,
}: {
  error: unknown;
  back: { to: string; label: string };
  onRetry: () => void;
}) {
  const missing = isApiError(error, ErrorCode.notFound);
  return (
    <div className="space-y-4">
      <PageTitle>Rental agreement</PageTitle>
      <h1 className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">Rental agreement</h1>
      {missing ? (
        <Alert tone="warning" title="This booking was not found">
          The link may be wrong, or the booking belongs to another account.
        </Alert>
      ) : (
        <Alert tone="danger" title="The rental agreement could not be loaded">
          <p>{errorMessage(error)}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      )}
      <Link to={back.to} className={buttonClasses('outline', 'md')}>
        {back.label}
      </Link>
    </div>
  );
}
