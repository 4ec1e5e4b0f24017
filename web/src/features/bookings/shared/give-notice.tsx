import { useId, useState } from 'react';
import { noticeRequestSchema, type Bill, type Booking, type NoticeAnswer } from '@espasyo/domain/contracts/bookings';
import { ErrorCode } from '@espasyo/domain/errors';
import { billingPeriod, daysUsedIn, tenancyDefaults } from '@espasyo/domain/tenancies/calendar';
import {
  DEFAULT_CLIENT_NOTICE_DAYS,
  earliestEnd,
  type EarliestEnd,
  type NoticeParty,
} from '@espasyo/domain/tenancies/notice';
import { tenancyProcess } from '@espasyo/domain/tenancies/process';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, isApiError } from '@/lib/api-client';
import { calendarDay } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { useFormat, type Format } from '@/lib/use-format';
import { oldestUnpaidDueOn } from '@/features/bookings/api/use-bills';
import { useGiveNotice } from '@/features/bookings/api/use-give-notice';
import { usePublicSettings } from '@/lib/public-settings';

type Words = ReturnType<typeof useMessages<'tenancy'>>['notice'];

/** 'Last bill: ₱1,370.97 for Fri, 1 Jan 2027 – Sun, 17 Jan 2027 (17 of 31 days)': the notice's last bill, by its period's days. */
export function lastBillWords(answer: NoticeAnswer, start: string, m: Words, f: Format): string {
  const bill = answer.lastBill;
  const period = billingPeriod(start, bill.number);
  const lastDay = answer.endDate < period.periodEnd ? answer.endDate : period.periodEnd;
  const used = daysUsedIn(period, lastDay);
  const words = { amount: f.money(bill.amount), from: f.date(bill.periodStart), to: f.date(lastDay) };
  return used === period.days ? m.lastBill(words) : m.lastBillPart({ ...words, used, of: period.days });
}

/** Why a notice is refused for ending too soon, in the notice's terms (the domain's noticeTooSoonMessage). */
function tooSoonWords(e: EarliestEnd, by: NoticeParty, m: Words, f: Format): string {
  const earliest = f.date(e.earliestEnd);
  if (e.bound === 'minimum') return m.minimum({ earliest });
  if (by === 'host' && !e.forNonPayment) return m.hostTooSoon({ days: e.noticeDays, earliest });
  return e.noticeDays === 0 ? m.tooSoonNone({ earliest }) : m.tooSoon({ days: e.noticeDays, earliest });
}

type Errors = { endDate?: string; reason?: string };

/**
 * Ending a tenancy with notice (issue 32): the client's 'Give notice', the host's 'End with
 * notice' (staff's too), shown when the booking's actions include give_notice. The dialog says the
 * earliest last day the notice allows today (the domain's earliestEnd: the client's notice period,
 * a host's 30 days or 7 once a bill is unpaid past its grace), takes a later one if wanted and, from
 * staff, a reason; then POST /api/bookings/{id}/notice, and the answer's end date and last bill.
 */
export function GiveNotice({ booking, viewer, bills }: { booking: Booking; viewer: NoticeParty; bills?: Bill[] }) {
  const [open, setOpen] = useState(false);
  const [endDate, setEndDate] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [answer, setAnswer] = useState<NoticeAnswer | null>(null);
  const dateId = useId();
  const reasonId = useId();
  const notice = useGiveNotice(booking.id);
  const settings = usePublicSettings();
  const m = useMessages('tenancy').notice;
  const f = m.form;
  const format = useFormat();
  const label = viewer === 'client' ? m.give : m.hostGive;
  const needsReason = tenancyProcess.needsReason('give_notice', viewer);

  const earliest = earliestEnd({
    by: viewer,
    start: booking.startDate,
    noticeOn: calendarDay(),
    clientNoticeDays: booking.tenancy?.noticePeriodDays ?? DEFAULT_CLIENT_NOTICE_DAYS,
    oldestUnpaidDueOn: oldestUnpaidDueOn(bills),
    rules: settings.data
      ? {
          ...tenancyDefaults,
          graceDays: settings.data.tenancy.graceDays,
          hostNoticeDays: settings.data.tenancy.hostNoticeDays,
        }
      : undefined,
  });
  const earliestWords = tooSoonWords(earliest, viewer, m, format);

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = next.endDate ? dateId : next.reason ? reasonId : null;
    if (first) document.getElementById(first)?.focus();
  };

  const close = () => {
    if (notice.isPending) return;
    setOpen(false);
    setErrors({});
    notice.reset();
  };

  function confirm() {
    const parsed = noticeRequestSchema.safeParse({ endDate: endDate || undefined, reason: reason.trim() || undefined });
    if (!parsed.success) {
      const issues: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'endDate' || key === 'reason') && !issues[key]) issues[key] = issue.message;
      }
      return showErrors(issues);
    }
    if (parsed.data.endDate && parsed.data.endDate < earliest.earliestEnd)
      return showErrors({ endDate: earliestWords });
    if (needsReason && !parsed.data.reason) return showErrors({ reason: m.reasonRequired });
    notice.mutate(parsed.data, {
      onSuccess: (done) => {
        setOpen(false);
        setEndDate('');
        setReason('');
        setAnswer(done);
      },
      onError: (error) => {
        if (isApiError(error, ErrorCode.noticeTooSoon, ErrorCode.validation) && error.fields)
          showErrors({ endDate: error.fields.endDate, reason: error.fields.reason });
      },
    });
  }

  const fieldRefused =
    isApiError(notice.error, ErrorCode.noticeTooSoon, ErrorCode.validation) &&
    !!(notice.error.fields?.endDate || notice.error.fields?.reason);
  return (
    <div className="space-y-3">
      <Button variant="outline" full onClick={() => setOpen(true)}>
        {label}
      </Button>
      {answer && (
        <Alert tone="success" title={m.given({ day: format.date(answer.endDate) })}>
          {lastBillWords(answer, booking.startDate, m, format)}
        </Alert>
      )}
      <Dialog
        open={open}
        onClose={close}
        title={viewer === 'client' ? f.title : f.hostTitle}
        description={f.description({ listing: booking.listingTitle })}
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={notice.isPending}>
              {f.keep}
            </Button>
            <Button onClick={confirm} loading={notice.isPending} loadingText={f.pending}>
              {label}
            </Button>
          </>
        }
      >
        {open && (
          <MessageNamespaces value={['validation', 'apiBookings']}>
            <div className="space-y-4">
              <TextField
                id={dateId}
                label={f.endDate}
                type="date"
                name="endDate"
                min={earliest.earliestEnd}
                value={endDate}
                help={earliestWords}
                error={errors.endDate}
                onChange={(e) => {
                  setEndDate(e.target.value);
                  if (errors.endDate) setErrors({ ...errors, endDate: undefined });
                }}
              />
              {earliest.forNonPayment && (
                <p className="text-sm text-ink-700">{m.nonPayment({ days: earliest.noticeDays })}</p>
              )}
              <p className="text-sm text-ink-700">{f.prorated}</p>
              <TextArea
                id={reasonId}
                label={needsReason ? f.reason : f.reasonOptional}
                help={f.reasonHelp}
                required={needsReason}
                rows={3}
                maxLength={500}
                value={reason}
                error={errors.reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  if (errors.reason) setErrors({ ...errors, reason: undefined });
                }}
              />
              {notice.isError && !fieldRefused && <Alert tone="danger">{errorMessage(notice.error)}</Alert>}
            </div>
          </MessageNamespaces>
        )}
      </Dialog>
    </div>
  );
}
