import { useId, useState } from 'react';
import { noticeRequestSchema, type Bill, type Booking, type NoticeAnswer } from '@espasyo/domain/contracts/bookings';
import { ErrorCode } from '@espasyo/domain/errors';
import { tenancyMessages } from '@espasyo/domain/messages/tenancies';
import { billingPeriod, daysUsedIn, tenancyDefaults } from '@espasyo/domain/tenancies/calendar';
import { DEFAULT_CLIENT_NOTICE_DAYS, earliestEnd, type NoticeParty } from '@espasyo/domain/tenancies/notice';
import { tenancyProcess } from '@espasyo/domain/tenancies/process';
import { noticeTooSoonMessage } from '@espasyo/domain/tenancies/words';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, isApiError } from '@/lib/api-client';
import { calendarDay, formatDate, formatMoney, timeZone } from '@/lib/format';
import { oldestUnpaidDueOn } from '@/features/bookings/api/use-bills';
import { useGiveNotice } from '@/features/bookings/api/use-give-notice';
import { usePublicSettings } from '@/lib/public-settings';

const m = tenancyMessages;
const f = m.notice.form;

/** 'Last bill: ₱1,370.97 for Fri, 1 Jan 2027 – Sun, 17 Jan 2027 (17 of 31 days)': the notice's last bill, by its period's days. */
export function lastBillWords(answer: NoticeAnswer, start: string): string {
  const bill = answer.lastBill;
  const period = billingPeriod(start, bill.number);
  const lastDay = answer.endDate < period.periodEnd ? answer.endDate : period.periodEnd;
  return m.notice.lastBill(
    formatMoney(bill.amount),
    formatDate(bill.periodStart),
    formatDate(lastDay),
    daysUsedIn(period, lastDay),
    period.days,
  );
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
  const label = viewer === 'client' ? m.actionLabels.give_notice : m.hostActionLabels.give_notice;
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
  const earliestWords = noticeTooSoonMessage(earliest, viewer, timeZone());

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
    if (needsReason && !parsed.data.reason) return showErrors({ reason: m.notice.reasonRequired });
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
        <Alert tone="success" title={m.notice.given(formatDate(answer.endDate))}>
          {lastBillWords(answer, booking.startDate)}
        </Alert>
      )}
      <Dialog
        open={open}
        onClose={close}
        title={viewer === 'client' ? f.title : f.hostTitle}
        description={f.description(booking.listingTitle)}
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
              <p className="text-sm text-ink-700">{m.notice.nonPayment(earliest.noticeDays)}</p>
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
        )}
      </Dialog>
    </div>
  );
}
