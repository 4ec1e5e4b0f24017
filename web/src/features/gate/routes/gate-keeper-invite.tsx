import { Link, useNavigate, useParams } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { PageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useAcceptInvite, useInvite } from '../api/use-invite';

/**
 * /gate-keepers/invites/{token}, from the invite's SMS or email: the signed-in person sees which
 * space's gate they are asked to keep, and accepts; then on to the check-in page.
 */
export default function GateKeeperInvitePage() {
  const { token = '' } = useParams();
  const invite = useInvite(token);
  const accept = useAcceptInvite(token);
  const navigate = useNavigate();
  const title = invite.data?.listing?.title;
  const from = invite.data?.host?.name ?? invite.data?.invitedBy?.name;
  return (
    <div className="mx-auto max-w-lg space-y-6">
      <PageTitle>Gate keeper invite</PageTitle>
      <div className="space-y-4 rounded-card border border-ink-200 bg-white p-6 text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <ShieldCheck aria-hidden="true" className="size-7" />
        </div>
        <h1 className="text-xl font-bold text-ink-900">Gate keeper invite</h1>
        {invite.isPending ? (
          <div role="status" className="mx-auto h-12 w-3/4 animate-pulse rounded-field bg-ink-100">
            <span className="sr-only">Loading the invite</span>
          </div>
        ) : invite.isError ? (
          <Alert tone="danger" title="This invite cannot be opened">
            {errorMessage(invite.error)}
          </Alert>
        ) : (
          <>
            <p className="text-base text-ink-700">
              {from ? `${from} asks you` : 'You are asked'} to check renters’ passes at the gate of{' '}
              <span className="font-semibold text-ink-900">{title ?? 'their space'}</span>. You can check passes for
              this space only, and the host can remove you at any time.
            </p>
            {accept.isError && <Alert tone="danger">{errorMessage(accept.error)}</Alert>}
            <Button
              variant="secondary"
              full
              loading={accept.isPending}
              loadingText="Accepting..."
              onClick={() =>
                accept.mutate(undefined, {
                  onSuccess: () => void navigate(paths.host.checkIn.getHref(invite.data.listing?.id)),
                })
              }
            >
              Accept invite
            </Button>
          </>
        )}
        <Link to={paths.home.getHref()} className={buttonClasses('ghost', 'sm')}>
          Not now
        </Link>
      </div>
    </div>
  );
}
