import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { ChecklistSlug } from '@espasyo/domain/contracts/handover';
import { paths } from '@espasyo/domain/paths';
import { PageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { useChecklistChanges, useChecklists } from '@/features/bookings/api/use-checklists';
import { ChecklistForm } from './checklist-form';
import { ChecklistAreas } from './checklist-photos';
import { ChecklistContentView, ChecklistRecord } from './checklist-record';
import { ChecklistSign } from './checklist-sign';
import { ChecklistSignatures } from './checklist-signatures';
import { useChecklistWords } from './checklist-words';

/**
 * /client|host/bookings/{id}/checklists/{move-in|move-out} (issue 33): the checklist as the side
 * fills it in — photos area by area (a move-out's beside the move-in's), conditions, meters, notes —
 * then the sign step; once it cannot change (complete, or out of its window), the signed record.
 */
export function ChecklistPage({
  bookingId,
  slug,
  viewer,
}: {
  bookingId: string;
  slug: ChecklistSlug;
  viewer: 'client' | 'host';
}) {
  const q = useChecklists(bookingId);
  const changes = useChecklistChanges(bookingId, slug);
  const toast = useToast();
  const [dirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const { m, state: checklistState, windowNote } = useChecklistWords();
  const backLabel = useMessages('booking').checkout.back;
  const back = (viewer === 'client' ? paths.client : paths.host).booking.getHref(bookingId);
  const kind = slug === 'move-in' ? 'move_in' : 'move_out';
  const title = m.title({ kind });

  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return (
      <div className="space-y-4">
        <Alert tone="danger">{errorMessage(q.error)}</Alert>
        <Link to={back} className={buttonClasses('outline', 'md')}>
          {backLabel}
        </Link>
      </div>
    );
  const data = q.data;
  const c = slug === 'move-in' ? data.moveIn : data.moveOut;
  const state = checklistState(c);
  const otherSigned = c.signatures.some((s) => s.side !== viewer);
  const accountName = viewer === 'client' ? data.clientName : data.hostName;
  const photoError = changes.addPhoto.error ? errorMessage(changes.addPhoto.error) : undefined;
  // Signing needs a photo of each area: the 422 names each one missing (`photos.<area>`).
  const areaErrors = Object.fromEntries(
    Object.entries(problems)
      .filter(([field]) => field.startsWith('photos.'))
      .map(([field, message]) => [field.slice('photos.'.length), message]),
  );

  return (
    <MessageNamespaces value={['validation', 'apiBookings']}>
      <article className="mx-auto max-w-3xl space-y-6">
        <PageTitle>{m.pageTitle({ kind, listing: data.listingTitle })}</PageTitle>
        <Link to={back} className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft aria-hidden="true" className="size-4" /> {backLabel}
        </Link>
        <header className="space-y-2">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h1 className="min-w-0 text-xl font-bold tracking-tight wrap-anywhere text-ink-900 sm:text-2xl">{title}</h1>
            <Badge tone={state.tone}>{state.label}</Badge>
          </div>
          <p className="text-base font-medium wrap-anywhere text-ink-800">{data.listingTitle}</p>
          <p className="text-sm text-ink-700">{windowNote(c)}</p>
        </header>

        {!c.canEdit ? (
          c.status === null ? (
            <Alert tone="info">{m.page.notStarted}</Alert>
          ) : (
            <ChecklistRecord data={data} checklist={c} bare />
          )
        ) : (
          <>
            <ChecklistAreas
              checklist={c}
              moveIn={c.kind === 'move_out' ? data.moveIn : undefined}
              viewer={viewer}
              editable
              busy={changes.addPhoto.isPending}
              error={photoError}
              areaErrors={areaErrors}
              onAdd={(area, file) =>
                changes.addPhoto.mutate(
                  { area, file },
                  {
                    onSuccess: () => {
                      setProblems(({ [`photos.${area}`]: _done, ...rest }) => rest);
                      toast.success(m.page.photoAdded);
                    },
                  },
                )
              }
              onRemove={(p) => changes.removePhoto.mutate(p.id, { onError: (e) => toast.error(errorMessage(e)) })}
            />
            <ChecklistForm
              checklist={c}
              saving={changes.save.isPending}
              refusal={changes.save.error ? errorMessage(changes.save.error) : null}
              problems={problems}
              onDirty={setDirty}
              onSave={(content) =>
                changes.save.mutate(content, {
                  onSuccess: () => toast.success(c.signatures.length ? m.page.savedCleared : m.page.saved),
                })
              }
            />
            {c.signatures.length > 0 && (
              <ChecklistSignatures checklist={c} clientName={data.clientName} hostName={data.hostName} />
            )}
            {c.canSign ? (
              <ChecklistSign
                checklist={c}
                accountName={accountName}
                otherSigned={otherSigned}
                dirty={dirty}
                signing={changes.sign.isPending}
                refusal={changes.sign.error ? errorMessage(changes.sign.error) : null}
                onSign={(input) =>
                  changes.sign.mutate(input, {
                    onSuccess: () => (setProblems({}), toast.success(m.page.signed)),
                    onError: (e) => setProblems(e instanceof ApiError && e.fields ? e.fields : {}),
                  })
                }
              />
            ) : (
              <Alert tone="success">{m.page.youSigned}</Alert>
            )}
          </>
        )}
        {c.kind === 'move_out' && !c.canEdit && c.status === null && data.moveIn.status !== null && (
          <ChecklistContentView checklist={data.moveIn} />
        )}
      </article>
    </MessageNamespaces>
  );
}
