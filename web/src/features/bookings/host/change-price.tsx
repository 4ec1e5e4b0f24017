import { useId, useState } from 'react';
import type { Booking, MonthlyPriceAnswer } from '@espasyo/domain/contracts/bookings';
import { bookingMessages } from '@espasyo/domain/messages/bookings';
import { parsePesos } from '@espasyo/domain/money/amounts';
import { billDay, priceChangeFrom } from '@espasyo/domain/tenancies/calendar';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { calendarDay } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { useFormat } from '@/lib/use-format';
import { useChangePrice } from '@/features/bookings/api/use-change-price';

/**
 * The host's change of a running tenancy's monthly price (issue 32): the new price in pesos, and
 * the bill it applies from (the first due 30 days ahead or more: the domain's priceChangeFrom),
 * said before it is saved; then PUT /api/bookings/{id}/monthly-price.
 */
export function ChangePrice({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<MonthlyPriceAnswer | null>(null);
  const id = useId();
  const m = useMessages('hostBookings').price;
  const f = useFormat();
  const change = useChangePrice(booking.id);
  const fromDueOn = billDay(booking.startDate, priceChangeFrom(booking.startDate, calendarDay()));

  const close = () => {
    if (change.isPending) return;
    setOpen(false);
    setError(undefined);
    change.reset();
  };

  function save() {
    const centavos = parsePesos(price);
    if (centavos === null || centavos < 100) {
      setError(bookingMessages.monthlyPrice);
      document.getElementById(id)?.focus();
      return;
    }
    change.mutate(
      { monthlyPrice: centavos },
      {
        onSuccess: (answer) => {
          setOpen(false);
          setPrice('');
          setDone(answer);
        },
      },
    );
  }

  return (
    <div className="space-y-3">
      <Button variant="outline" full onClick={() => setOpen(true)}>
        {m.open}
      </Button>
      {done && (
        <Alert tone="success">{m.done({ amount: f.money(done.monthlyPrice), day: f.date(done.fromDueOn) })}</Alert>
      )}
      <Dialog
        open={open}
        onClose={close}
        title={m.title}
        description={m.from({ day: f.date(fromDueOn) })}
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={change.isPending}>
              {m.keep}
            </Button>
            <Button onClick={save} loading={change.isPending} loadingText={m.pending}>
              {m.open}
            </Button>
          </>
        }
      >
        {open && (
          <MessageNamespaces value={['validation', 'apiBookings']}>
            <div className="space-y-4">
              <TextField
                id={id}
                label={m.price}
                inputMode="decimal"
                name="monthlyPrice"
                value={price}
                help={m.help}
                error={error}
                onChange={(e) => {
                  setPrice(e.target.value);
                  if (error) setError(undefined);
                }}
              />
              {change.isError && <Alert tone="danger">{errorMessage(change.error)}</Alert>}
            </div>
          </MessageNamespaces>
        )}
      </Dialog>
    </div>
  );
}
