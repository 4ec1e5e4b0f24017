import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Archive, CalendarDays, Copy, ExternalLink, Pause, Pencil, Play, ShieldCheck } from 'lucide-react';
import type { HostListingItem } from '@espasyo/domain/contracts/listings';
import { paths } from '@espasyo/domain/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { useListingAction, type HostListingAction } from '@/features/listings/api/use-listing-action';
import { MoreMenu, type MoreMenuItem } from './more-menu';

const icon = 'size-4 shrink-0';

type Words = ReturnType<typeof useMessages<'hostListings'>>['actions'];

/** The words of each action's success, given the listing's title and where it went. */
function doneMessage(m: Words, action: HostListingAction, title: string, status: string) {
  if (action === 'pause') return m.paused({ title });
  if (action === 'resume') return status === 'pending_review' ? m.backToReview({ title }) : m.resumed({ title });
  if (action === 'archive') return m.archived({ title });
  return m.duplicated({ title });
}

/**
 * What the host may do with one listing: edit it and its calendar, pause or resume it (the
 * actions the server allows now, `item.actions`), and behind 'More' view its public page,
 * duplicate it and archive it (after confirming).
 */
export function HostListingActions({ item, title }: { item: HostListingItem; title: string }) {
  const m = useMessages('hostListings').actions;
  const errorMessage = useErrorMessage();
  const act = useListingAction();
  const toast = useToast();
  const navigate = useNavigate();
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [archiveError, setArchiveError] = useState<string | null>(null);
  const can = (a: 'pause' | 'resume' | 'archive') => item.actions.includes(a);
  const editable = item.status !== 'archived';

  function run(action: HostListingAction) {
    act.mutate(
      { id: item.id, action },
      {
        onSuccess: (listing) => {
          setConfirmArchive(false);
          if (action !== 'duplicate') return void toast.success(doneMessage(m, action, title, listing.status));
          toast.show({
            type: 'success',
            message: doneMessage(m, action, listing.title ?? title, listing.status),
            actions: [{ label: m.editCopy, onClick: () => void navigate(paths.host.editListing.getHref(listing.id)) }],
          });
        },
        onError: (e) => (action === 'archive' ? setArchiveError(errorMessage(e)) : toast.error(errorMessage(e))),
      },
    );
  }
  const busy = (a: HostListingAction) => act.isPending && act.variables?.action === a;

  const more: MoreMenuItem[] = [
    ...(item.status === 'active'
      ? [
          {
            label: m.viewPublic,
            icon: <ExternalLink aria-hidden="true" className={icon} />,
            to: paths.spaces.listing.getHref(item.id),
          },
        ]
      : []),
    ...(editable
      ? [
          {
            label: m.gateKeepers,
            icon: <ShieldCheck aria-hidden="true" className={icon} />,
            to: paths.host.listingGateKeepers.getHref(item.id),
          },
        ]
      : []),
    { label: m.duplicate, icon: <Copy aria-hidden="true" className={icon} />, onSelect: () => run('duplicate') },
    ...(can('archive')
      ? [
          {
            label: m.archive,
            icon: <Archive aria-hidden="true" className={icon} />,
            onSelect: () => setConfirmArchive(true),
            danger: true,
          },
        ]
      : []),
  ];

  return (
    <div className="relative grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
      {editable && (
        <>
          <Link
            to={paths.host.editListing.getHref(item.id)}
            className={buttonClasses('outline', 'sm')}
            aria-label={m.editLabel({ title })}
          >
            <Pencil aria-hidden="true" className={icon} /> {m.edit}
          </Link>
          <Link
            to={paths.host.listingAvailability.getHref(item.id)}
            className={buttonClasses('outline', 'sm')}
            aria-label={m.availabilityLabel({ title })}
          >
            <CalendarDays aria-hidden="true" className={icon} /> {m.availability}
          </Link>
        </>
      )}
      {can('pause') && (
        <Button
          variant="outline"
          size="sm"
          icon={<Pause aria-hidden="true" className={icon} />}
          loading={busy('pause')}
          loadingText={m.pausing}
          onClick={() => run('pause')}
          aria-label={m.pauseLabel({ title })}
        >
          {m.pause}
        </Button>
      )}
      {can('resume') && (
        <Button
          variant="outline"
          size="sm"
          icon={<Play aria-hidden="true" className={icon} />}
          loading={busy('resume')}
          loadingText={m.resuming}
          onClick={() => run('resume')}
          aria-label={m.resumeLabel({ title })}
        >
          {m.resume}
        </Button>
      )}
      {busy('duplicate') && (
        <span role="status" className="col-span-2 text-sm text-ink-600 sm:col-span-1">
          {m.duplicating}
        </span>
      )}
      <MoreMenu label={m.moreLabel({ title })} items={more} />
      <ConfirmDialog
        open={confirmArchive}
        onClose={() => (setConfirmArchive(false), setArchiveError(null))}
        onConfirm={() => run('archive')}
        title={m.archiveTitle}
        description={m.archiveText({ title })}
        confirmLabel={m.archiveConfirm}
        pendingLabel={m.archiving}
        variant="danger"
        pending={busy('archive')}
        error={archiveError}
      />
    </div>
  );
}
