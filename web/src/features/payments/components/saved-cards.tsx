import { useState } from 'react';
import type { MyCard } from '@espasyo/domain/contracts/payments';
import { joinList } from '@espasyo/domain/format';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useRemoveSavedCard, useSavedCards } from '../api/use-saved-cards';

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * The client's saved cards on /client/payments (decision 0085): each card's brand, last four
 * digits, expiry, when it was saved and the monthly rentals it pays; Remove asks first, says what
 * happens to those rentals, and forgets the card here and at the payment provider.
 */
export function SavedCards() {
  const w = useMessages('payments').cards;
  const f = useFormat();
  const cardName = (c: MyCard) => w.card({ brand: brandName(c.brand), last4: c.last4 });
  const cards = useSavedCards();
  const remove = useRemoveSavedCard();
  const toast = useToast();
  const [removing, setRemoving] = useState<MyCard | null>(null);
  const items = cards.data?.items ?? [];
  if (!items.length) return null;

  const close = () => {
    if (remove.isPending) return;
    setRemoving(null);
    remove.reset();
  };

  return (
    <Card className="mb-6" role="region" aria-labelledby="saved-cards-heading">
      <h2 id="saved-cards-heading" className="text-lg font-semibold text-ink-900">
        {w.heading}
      </h2>
      <ul className="mt-3 divide-y divide-ink-100">
        {items.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-ink-900">{cardName(c)}</p>
              <p className="text-sm text-ink-600">
                {[
                  c.expMonth && c.expYear
                    ? w.expires({ month: String(c.expMonth).padStart(2, '0'), year: String(c.expYear).slice(-2) })
                    : null,
                  w.savedOn({ day: f.date(c.savedAt) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {c.paysFor.length > 0 && (
                <p className="text-sm text-ink-700">
                  {w.paysFor({ titles: joinList(c.paysFor.map((p) => p.listingTitle)) })}
                </p>
              )}
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setRemoving(c)}
              aria-label={w.removeFor({ card: cardName(c) })}
            >
              {w.remove}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onClose={close}
        title={removing ? w.removeTitle({ card: cardName(removing) }) : ''}
        description={w.removeBody}
        confirmLabel={w.remove}
        pendingLabel={w.removing}
        variant="danger"
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              toast.success(w.removed);
            },
          })
        }
      >
        {removing && removing.paysFor.length > 0 && (
          <p className="text-sm text-ink-700">{w.removeAutopay({ count: removing.paysFor.length })}</p>
        )}
      </ConfirmDialog>
    </Card>
  );
}
