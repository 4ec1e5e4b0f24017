import type { CheckIn } from '@espasyo/domain/contracts/access-pass';
import { ErrorCode } from '@espasyo/domain/errors';
import { lastMinuteOf } from '@espasyo/domain/handover/window';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { PersonPhoto } from '../pass/pass-parts';

/** The title over each refusal at the gate; the server's message under it (422 says when the pass is valid). */
const refusalTitles: Partial<Record<string, string>> = {
  [ErrorCode.alreadyCheckedIn]: 'Already checked in',
  [ErrorCode.passOutsideDates]: 'Not valid now',
  [ErrorCode.notFound]: 'No valid pass',
  [ErrorCode.checkInLocked]: 'Check-in locked',
  [ErrorCode.passCancelled]: 'Pass cancelled',
};

export const titleOfCode = (code: string): string => refusalTitles[code] ?? 'Not checked in';

export function refusalTitle(error: unknown): string {
  return titleOfCode(error instanceof ApiError ? error.code : '');
}

export function CheckInRefusal({ error }: { error: unknown }) {
  const title = refusalTitle(error);
  const message = errorMessage(error);
  // 409's message is the title's own words ('already checked in'): said once.
  return (
    <Alert tone="danger" title={title}>
      {message.toLowerCase() === title.toLowerCase() ? null : message}
    </Alert>
  );
}

/** Who is let in: the renter with their photo, the space and units, until when; 'Check out' while open. */
export function CheckInCard({
  checkIn: c,
  onCheckOut,
  checkingOut,
  heading = 'h2',
}: {
  checkIn: CheckIn;
  onCheckOut?: () => void;
  checkingOut?: boolean;
  heading?: 'h2' | 'h3';
}) {
  const H = heading;
  const open = !c.checkedOutAt;
  return (
    <div className="space-y-3 rounded-card border-2 border-success-600 bg-success-50 p-4">
      <div className="flex items-center gap-3">
        <PersonPhoto url={c.renter.photoUrl} name={c.renter.name} />
        <div className="min-w-0">
          <H className="text-lg font-bold text-ink-900 wrap-anywhere">{c.renter.name}</H>
          <p className="text-sm font-semibold text-success-700">
            {open
              ? `Checked in ${formatDateTime(c.checkedInAt)}`
              : `Checked out ${formatDateTime(c.checkedOutAt ?? '')}`}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink-800">
        <dt className="font-medium">Space</dt>
        <dd className="wrap-anywhere">{c.listing.title}</dd>
        <dt className="font-medium">Units</dt>
        <dd>{c.units}</dd>
        <dt className="font-medium">Until</dt>
        <dd>{c.validUntil ? formatDateTime(lastMinuteOf(c.validUntil)) : 'the tenancy ends'}</dd>
      </dl>
      {open && onCheckOut && (
        <Button variant="outline" size="sm" onClick={onCheckOut} loading={checkingOut} loadingText="Checking out...">
          Check out
        </Button>
      )}
    </div>
  );
}
