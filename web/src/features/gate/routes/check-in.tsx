import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Camera, DoorOpen, WifiOff } from 'lucide-react';
import type { CheckIn } from '@espasyo/domain/contracts/access-pass';
import { PageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { useCheckInListings, useCheckInPass, useCheckOut } from '../api/use-check-in';
import { CheckedInList } from '../check-in/checked-in-list';
import { CheckInCard, CheckInRefusal } from '../check-in/check-in-result';
import { PinForm } from '../check-in/pin-form';
import { QueueList } from '../check-in/queue-list';
import { isOffline, useCheckInQueue } from '../check-in/use-check-in-queue';

/** The camera and the QR reader: their own chunk, fetched when the camera is opened. */
const QrCamera = lazy(() => import('../check-in/qr-camera'));

const card = 'space-y-4 rounded-card border border-ink-200 bg-white p-5';

type Outcome = { kind: 'in'; checkIn: CheckIn } | { kind: 'refused'; error: unknown } | { kind: 'queued' };

/**
 * /host/check-in: checking passes in at the gate, for the host and for gate keepers (an ordinary
 * account the host named for a listing). Pick the gate when there are several; scan the pass's
 * QR with the camera or type its PIN; see who it lets in, or why not; check out; who is in now.
 * Typed with no connection, a check-in waits on the phone and is sent, in order, when it returns.
 */
export default function CheckInPage() {
  return (
    <MessageNamespaces value={['validation', 'apiGate']}>
      <CheckInBody />
    </MessageNamespaces>
  );
}

function CheckInBody() {
  const m = useMessages('gate').checkIn;
  const frame = useMessages('frame');
  const message = useErrorMessage();
  const { user } = useAuth();
  const listings = useCheckInListings();
  const [params, setParams] = useSearchParams();
  const [camera, setCamera] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const checkIn = useCheckInPass();
  const checkOut = useCheckOut();
  const queue = useCheckInQueue(user?.id ?? '');

  const items = listings.data?.items ?? [];
  const chosen = params.get('listing');
  // One gate, or the one chosen; with several and none chosen, the pass is looked for at all of them.
  const listing = items.length === 1 ? items[0] : items.find((l) => l.id === chosen);

  function submit(code: string, method: 'qr' | 'pin') {
    setOutcome(null);
    setCamera(false);
    const entry = { code, listingId: listing?.id, method };
    if (!navigator.onLine) {
      queue.add(entry);
      return setOutcome({ kind: 'queued' });
    }
    const at = new Date().toISOString();
    checkIn.mutate(
      { code, listingId: listing?.id },
      {
        onSuccess: (c) => setOutcome({ kind: 'in', checkIn: c }),
        onError: (e) => {
          if (isOffline(e)) {
            queue.add(entry, at);
            setOutcome({ kind: 'queued' });
          } else setOutcome({ kind: 'refused', error: e });
        },
      },
    );
  }

  const header = (
    <>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description} />
    </>
  );
  if (listings.isPending)
    return (
      <>
        {header}
        <div role="status" className="h-40 animate-pulse rounded-card bg-ink-100">
          <span className="sr-only">{m.loadingGates}</span>
        </div>
      </>
    );
  if (listings.isError)
    return (
      <>
        {header}
        <Alert tone="danger" title={m.gatesError}>
          <p>{message(listings.error)}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void listings.refetch()}>
            {frame.tryAgain}
          </Button>
        </Alert>
      </>
    );
  if (items.length === 0)
    return (
      <>
        {header}
        <EmptyState icon={DoorOpen} title={m.noGate}>
          {m.noGateText}
        </EmptyState>
      </>
    );

  return (
    <>
      {header}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="check-pass" className={card}>
            <h2 id="check-pass" className="text-lg font-semibold text-ink-900">
              {m.checkPass}
            </h2>
            {items.length > 1 ? (
              <Select
                label={m.gate}
                help={m.gateHelp}
                value={listing?.id ?? ''}
                options={[{ value: '', label: m.allGates }, ...items.map((l) => ({ value: l.id, label: l.title }))]}
                onChange={(e) => {
                  setOutcome(null);
                  setParams(e.target.value ? { listing: e.target.value } : {}, { replace: true });
                }}
              />
            ) : (
              <p className="text-base text-ink-700">
                {m.gateNamed} <span className="font-semibold text-ink-900">{items[0].title}</span>
              </p>
            )}
            {camera ? (
              <Suspense
                fallback={
                  <div role="status" className="flex aspect-square items-center justify-center rounded-card bg-ink-900">
                    <Spinner />
                    <span className="sr-only">{m.startingCamera}</span>
                  </div>
                }
              >
                <QrCamera onCode={(code) => submit(code, 'qr')} onClose={() => setCamera(false)} />
              </Suspense>
            ) : (
              <Button
                variant="secondary"
                size="lg"
                full
                icon={<Camera aria-hidden="true" className="size-5" />}
                onClick={() => {
                  setOutcome(null);
                  setCamera(true);
                }}
              >
                {m.scanQr}
              </Button>
            )}
            <PinForm onCode={(code) => submit(code, 'pin')} pending={checkIn.isPending} />
            <div aria-live="polite" className="space-y-3">
              {outcome?.kind === 'in' && (
                <CheckInCard
                  checkIn={checkOut.data?.id === outcome.checkIn.id ? checkOut.data : outcome.checkIn}
                  checkingOut={checkOut.isPending}
                  onCheckOut={() => checkOut.mutate(outcome.checkIn.id)}
                />
              )}
              {outcome?.kind === 'in' && checkOut.isError && <Alert tone="danger">{message(checkOut.error)}</Alert>}
              {outcome?.kind === 'refused' && <CheckInRefusal error={outcome.error} />}
              {outcome?.kind === 'queued' && (
                <Alert tone="warning" title={m.offlineTitle}>
                  <span className="inline-flex items-center gap-1">
                    <WifiOff aria-hidden="true" className="size-4" />
                    {m.offlineText}
                  </span>
                </Alert>
              )}
            </div>
          </section>
          <QueueList items={queue.items} onClear={queue.clearDone} />
        </div>
        <CheckedInList listingId={listing?.id} />
      </div>
    </>
  );
}
