import type { PayoutMethodView, Wallet } from '@espasyo/domain/contracts/money';
import { Banknote } from 'lucide-react';
import { Section } from '@/features/account';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { PayoutRequestForm } from './payout-request-form';
import { payoutBlocks } from './payout-rules';

/**
 * 'Request payout': the form, or why a payout cannot be requested yet (what is owed, below the
 * minimum, no method that receives payouts yet); and the automatic payouts when they are on.
 */
export function PayoutRequestCard({
  wallet,
  methods,
  methodsFailed,
}: {
  wallet: Wallet;
  /** Undefined while the methods load. */
  methods: PayoutMethodView[] | undefined;
  methodsFailed: boolean;
}) {
  const m = useMessages('wallet');
  const f = useFormat();
  const blocks = methods ? payoutBlocks(wallet, methods, { w: m, f }) : [];
  return (
    <Section id="request-payout" title={m.request.heading} description={m.request.description} icon={Banknote}>
      <div className="space-y-4">
        {wallet.autoPayouts && (
          <p className="max-w-prose text-sm text-ink-700">
            {m.autoPayouts({ minimum: f.money(wallet.minimumPayout) })}{' '}
            {m.nextRun({ when: f.dateTime(wallet.nextRunAt) })}
          </p>
        )}
        {methods ? (
          // A new balance or a change of methods starts the form again: the whole balance, the default method.
          <PayoutRequestForm
            key={`${wallet.available}:${methods.map((x) => `${x.id}${x.isDefault ? '*' : ''}`).join()}`}
            wallet={wallet}
            methods={methods}
            blocks={blocks}
          />
        ) : (
          <p className="text-sm text-ink-600">{methodsFailed ? m.methods.error : m.request.methodsLoading}</p>
        )}
      </div>
    </Section>
  );
}
