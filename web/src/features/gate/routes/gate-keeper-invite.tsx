import { Link, useNavigate, useParams } from 'react-router';
import { ScanLine, ShieldCheck } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { PageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { LocalMessage, MessageNamespaces } from '@/lib/i18n-validation';
import { useAcceptInvite, useInvite } from '../api/use-invite';

/**
 * /gate-keepers/invites/{token}, from the invite's SMS or email: the signed-in person sees which
 * space's gate they are asked to keep, by whom and for which number, and accepts (only the account
 * whose verified mobile number was invited may: else the server's reason); then on to check-in.
 */
export default function GateKeeperInvitePage() {
  const m = useMessages('gate').invite;
  const message = useErrorMessage();
  const { token = '' } = useParams();
  const invite = useInvite(token);
  const accept = useAcceptInvite(token);
  const navigate = useNavigate();
  const v = invite.data;
  return (
    <MessageNamespaces value={['validation', 'apiGate']}>
      <div className="mx-auto max-w-lg space-y-6">
        <PageTitle>{m.title}</PageTitle>
        <div className="space-y-4 rounded-card border border-ink-200 bg-white p-6 text-center">
          <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ShieldCheck aria-hidden="true" className="size-7" />
          </div>
          <h1 className="text-xl font-bold text-ink-900">{m.title}</h1>
          {invite.isPending ? (
            <div role="status" className="mx-auto h-12 w-3/4 animate-pulse rounded-field bg-ink-100">
              <span className="sr-only">{m.loading}</span>
            </div>
          ) : invite.isError || !v ? (
            <Alert tone="danger" title={m.error}>
              {message(invite.error)}
            </Alert>
          ) : v.status === 'active' ? (
            <>
              <p className="text-base text-ink-700">
                {m.activeBefore} <span className="font-semibold text-ink-900">{v.listing.title}</span>
                {m.activeAfter}
              </p>
              <Link to={paths.gate.checkIn.getHref(v.listing.id)} className={buttonClasses('secondary', 'md', true)}>
                <ScanLine aria-hidden="true" className="size-4" />
                {m.goCheckIn}
              </Link>
            </>
          ) : (
            <>
              <p className="text-base text-ink-700">
                {m.asksBefore({ host: v.hostName, phone: v.phone })}{' '}
                <span className="font-semibold text-ink-900">{v.listing.title}</span>
                {m.asksAfter}
              </p>
              {!v.canAccept && v.reason && (
                <Alert tone="warning">
                  <LocalMessage message={v.reason} />
                </Alert>
              )}
              {accept.isError && <Alert tone="danger">{message(accept.error)}</Alert>}
              <Button
                variant="secondary"
                full
                disabled={!v.canAccept}
                loading={accept.isPending}
                loadingText={m.accepting}
                onClick={() =>
                  accept.mutate(undefined, { onSuccess: () => void navigate(paths.gate.checkIn.getHref(v.listing.id)) })
                }
              >
                {m.accept}
              </Button>
            </>
          )}
        </div>
      </div>
    </MessageNamespaces>
  );
}
