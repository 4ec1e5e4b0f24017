import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Archive, CalendarDays, Copy, ExternalLink, Pause, Pencil, Play, ShieldCheck } from 'lucide-react';
import type { HostListingItem } from '@espasyo/domain/contracts/listings';
import { paths } from '@espasyo/domain/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useListingAction, type HostListingAction } from '@/features/listings/api/use-listing-action';
import { MoreMenu, type MoreMenuItem } from './more-menu';

const icon = 'size-4 shrink-0';

/** The words of each action's success, given the listing's title and where it went. */
function doneMessage(action: HostListingAction, title: string, status: string) {
  if (action === 'pause') return `Paused. “${title}” is out of search until you resume it.`;
  if (action === 'resume')
    return status === 'pending_review'
      ? `“${title}” went back to review: staff paused it, so a moderator checks it before it is live again.`
      : `Resumed. “${title}” is live again.`;
  if (action === 'archive') return `Archived. “${title}” is off Espasyo; you can still duplicate it.`;
  return `Copied as a new draft: “${title}”.`;
}

/**
 * What the host may do with one listing: edit it and its calendar, pause or resume it (the
 * actions the server allows now, `item.actions`), and behind 'More' view its public page,
 * duplicate it and archive it (after confirming).
 */
export function HostListingActions({ item, title }: { item: HostListingItem; title: string }) {
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
          if (action !== 'duplicate') return void toast.success(doneMessage(action, title, listing.status));
          toast.show({
            type: 'success',
            message: doneMessage(action, listing.title ?? title, listing.status),
            actions: [
              { label: 'Edit the copy', onClick: () => void navigate(paths.host.editListing.getHref(listing.id)) },
            ],
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
            label: 'View public page',
            icon: <ExternalLink aria-hidden="true" className={icon} />,
            to: paths.spaces.listing.getHref(item.id),
          },
        ]
      : []),
    ...(editable
      ? [
          {
            label: 'Gate keepers',
            icon: <ShieldCheck aria-hidden="true" className={icon} />,
            to: paths.host.listingGateKeepers.getHref(item.id),
          },
        ]
      : []),
    { label: 'Duplicate', icon: <Copy aria-hidden="true" className={icon} />, onSelect: () => run('duplicate') },
    ...(can('archive')
      ? [
          {
            label: 'Archive',
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
            aria-label={`Edit ${title}`}
          >
            <Pencil aria-hidden="true" className={icon} /> Edit
          </Link>
          <Link
            to={paths.host.listingAvailability.getHref(item.id)}
            className={buttonClasses('outline', 'sm')}
            aria-label={`Availability of ${title}`}
          >
            <CalendarDays aria-hidden="true" className={icon} /> Availability
          </Link>
        </>
      )}
      {can('pause') && (
        <Button
          variant="outline"
          size="sm"
          icon={<Pause aria-hidden="true" className={icon} />}
          loading={busy('pause')}
          loadingText="Pausing..."
          onClick={() => run('pause')}
          aria-label={`Pause ${title}`}
        >
          Pause
        </Button>
      )}
      {can('resume') && (
        <Button
          variant="outline"
          size="sm"
          icon={<Play aria-hidden="true" className={icon} />}
          loading={busy('resume')}
          loadingText="Resuming..."
          onClick={() => run('resume')}
          aria-label={`Resume ${title}`}
        >
          Resume
        </Button>
      )}
      {busy('duplicate') && (
        <span role="status" className="col-span-2 text-sm text-ink-600 sm:col-span-1">
          Duplicating...
        </span>
      )}
      <MoreMenu label={`More actions for ${title}`} items={more} />
      <ConfirmDialog
        open={confirmArchive}
        onClose={() => (setConfirmArchive(false), setArchiveError(null))}
        onConfirm={() => run('archive')}
        title="Archive this listing?"
        description={`“${title}” leaves search for good and can no longer be edited or booked. You can duplicate it later to list the space again.`}
        confirmLabel="Archive listing"
        pendingLabel="Archiving..."
        variant="danger"
        pending={busy('archive')}
        error={archiveError}
      />
    </div>
  );
}
