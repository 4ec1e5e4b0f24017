import { LoadError } from '@/components/load-error';
import { PageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { usePayoutMethods } from '@/features/wallet/api/use-payout-methods';
import { useWallet } from '@/features/wallet/api/use-wallet';
import { Balances } from '@/features/wallet/components/balances';
import { InvoicesList } from '@/features/wallet/components/invoices-list';
import { PayoutMethods } from '@/features/wallet/components/payout-methods';
import { PayoutRequestCard } from '@/features/wallet/components/payout-request-card';
import { PayoutsList } from '@/features/wallet/components/payouts-list';
import { WalletHistory } from '@/features/wallet/components/wallet-history';
import { WalletSkeleton } from '@/features/wallet/components/wallet-skeleton';
import { WithholdingSummary } from '@/features/wallet/components/withholding-summary';

/**
 * /host/wallet: the host's balances (available, pending and when it becomes available, paid out,
 * and what is on its way or owed), a payout request, the history of every movement, the payouts
 * and the payout methods, the platform's fee invoices and the tax withheld from payouts. The server decides every figure; this page only shows and asks.
 */
/** The messages the wallet's forms show in the page's language: the schemas' and the server's. */
const known = ['validation', 'apiMoney'] as const;

export default function WalletPage() {
  const m = useMessages('wallet');
  const wallet = useWallet();
  const methods = usePayoutMethods();
  return (
    <MessageNamespaces value={known}>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description} />
      {wallet.isPending ? (
        <WalletSkeleton />
      ) : wallet.isError ? (
        <LoadError title={m.error} error={wallet.error} onRetry={() => void wallet.refetch()} />
      ) : (
        <div className="space-y-6">
          <Balances wallet={wallet.data} />
          <PayoutRequestCard wallet={wallet.data} methods={methods.data} methodsFailed={methods.isError} />
          <WalletHistory wallet={wallet.data} />
          <PayoutsList />
          <PayoutMethods query={methods} />
          <InvoicesList />
          <WithholdingSummary />
        </div>
      )}
    </MessageNamespaces>
  );
}
