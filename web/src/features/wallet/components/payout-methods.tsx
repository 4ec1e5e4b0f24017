import { useState } from 'react';
import { Plus, WalletCards } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PayoutMethodView } from '@espasyo/domain/contracts/money';
import { MAX_PAYOUT_METHODS } from '@espasyo/domain/money/payouts';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Section, SkeletonLines } from '@/features/account';
import { useMessages } from '@/lib/i18n';
import { AddMethodDialog } from './add-method-dialog';
import { MethodItem } from './method-item';

/** 'Payout methods': each with its Default badge, Make default and Remove; 'Add payout method' opens the form. */
export function PayoutMethods({ query }: { query: UseQueryResult<PayoutMethodView[]> }) {
  const m = useMessages('wallet').methods;
  const [adding, setAdding] = useState(false);
  const full = (query.data?.length ?? 0) >= MAX_PAYOUT_METHODS;
  const add = (
    <Button
      variant="outline"
      icon={<Plus aria-hidden="true" className="size-4" />}
      onClick={() => setAdding(true)}
      disabled={!query.data || full}
      aria-describedby={full ? 'methods-limit' : undefined}
    >
      {m.add}
    </Button>
  );
  return (
    <Section id="payout-methods" title={m.heading} description={m.description} icon={WalletCards} aside={add}>
      {full && (
        <p id="methods-limit" className="mb-3 text-sm text-ink-600">
          {m.limit}
        </p>
      )}
      {query.isPending ? (
        <div aria-busy="true" aria-label={m.loading}>
          <SkeletonLines lines={3} />
        </div>
      ) : query.isError ? (
        <LoadError title={m.error} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={WalletCards}
          title={m.empty.title}
          action={<Button onClick={() => setAdding(true)}>{m.add}</Button>}
        >
          {m.empty.text}
        </EmptyState>
      ) : (
        <ul className="divide-y divide-ink-100">
          {query.data.map((x) => (
            <MethodItem key={x.id} method={x} />
          ))}
        </ul>
      )}
      <AddMethodDialog open={adding} onClose={() => setAdding(false)} first={query.data?.length === 0} />
    </Section>
  );
}
