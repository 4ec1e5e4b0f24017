import type { CheckIn } from '@espasyo/domain/contracts/access-pass';
import { ErrorCode } from '@espasyo/domain/errors';
import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import { lastMinuteOf } from '@espasyo/domain/handover/window';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { PersonPhoto } from '../pass/pass-parts';

type RefusalTitles = Messages<Catalogs['gate']>['result']['titles'];

/** The title over each refusal at the gate; the server's message under it (422 says when the pass is valid). */
const refusalKeys: Partial<Record<string, Exclude<keyof RefusalTitles, 'other'>>> = {
  [ErrorCode.alreadyCheckedIn]: 'alreadyIn',
  [ErrorCode.passOutsideDates]: 'outsideDates',
  [ErrorCode.notFound]: 'notFound',
  [ErrorCode.checkInLocked]: 'locked',
  [ErrorCode.passCancelled]: 'cancelled',
};

export const titleOfCode = (titles: RefusalTitles, code: string): string => titles[refusalKeys[code] ?? 'other'];

export function CheckInRefusal({ error }: { error: unknown }) {
  const m = useMessages('gate').result;
  const title = titleOfCode(m.titles, error instanceof ApiError ? error.code : '');
  const message = useErrorMessage()(error);
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
  const m = useMessages('gate').result;
  const pass = useMessages('gate').pass;
  const f = useFormat();
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
              ? m.checkedInAt({ when: f.dateTime(c.checkedInAt) })
              : m.checkedOutAt({ when: f.dateTime(c.checkedOutAt ?? '') })}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink-800">
        <dt className="font-medium">{m.space}</dt>
        <dd className="wrap-anywhere">{c.listing.title}</dd>
        <dt className="font-medium">{m.units}</dt>
        <dd>{c.units}</dd>
        <dt className="font-medium">{m.until}</dt>
        <dd>{c.validUntil ? f.dateTime(lastMinuteOf(c.validUntil)) : pass.tenancyEnds}</dd>
      </dl>
      {open && onCheckOut && (
        <Button variant="outline" size="sm" onClick={onCheckOut} loading={checkingOut} loadingText={m.checkingOut}>
          {m.checkOut}
        </Button>
      )}
    </div>
  );
}
