import { Link } from 'react-router';
import { ErrorCode } from '@espasyo/domain/errors';
import { LoadError } from '@/components/load-error';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/page-title';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';

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
  const m = useMessages('booking');
  return (
    <div className="space-y-4">
      <PageTitle>{m.detail.agreement}</PageTitle>
      <h1 className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">{m.detail.agreement}</h1>
      {missing ? (
        <Alert tone="warning" title={m.detail.notFound}>
          {m.detail.notTheirsClient}
        </Alert>
      ) : (
        <LoadError title={m.checkout.agreementError} error={error} onRetry={onRetry} />
      )}
      <Link to={back.to} className={buttonClasses('outline', 'md')}>
        {back.label}
      </Link>
    </div>
  );
}
